import { Card } from '@mui/material';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { EmptyState } from '../../app/components/EmptyState';
import { PageHeader } from '../../app/components/PageHeader';

export function ChatPage() {
  return (
    <>
      <PageHeader title="Chat" />
      <Card>
        <EmptyState
          icon={ForumOutlined}
          title="No conversations yet"
          description="Direct messages, group chats and channels with your team, plus voice and video calls, will live here."
        />
      </Card>
    </>
  );
}
