import { useEffect, useRef } from 'react';
import { Button, CircularProgress } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { queryKeys } from '../../app/api/queryKeys';
import { PublicPageLayout } from '../../app/components/PublicPageLayout';
import { RouterLinkText } from '../../app/components/RouterLinkText';
import { StatusIcon } from '../../app/components/StatusIcon';
import { useConfirmEmail } from './profileApi';

const MISSING_TOKEN = 'This link is incomplete. Open the link from your email again.';

/** /confirm-email?token=: opening the mailed link makes the new address the account's, signed in or not. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const queryClient = useQueryClient();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page, though React runs effects twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token, { onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.session }) });
  }, [token, confirm, queryClient]);

  if (token && !confirm.isError && !confirm.isSuccess) {
    return <PublicPageLayout icon={<CircularProgress size={40} aria-label="Confirming" />} title="Confirming your new email" subtitle="This only takes a moment." />;
  }

  if (confirm.isSuccess) {
    return (
      <PublicPageLayout
        icon={<StatusIcon icon={<CheckCircleOutlined />} color="success" />}
        title="Your email is changed"
        subtitle={`You now sign in with ${confirm.data.email}.`}
      >
        <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth>
          Continue to Teamwork
        </Button>
      </PublicPageLayout>
    );
  }

  return (
    <PublicPageLayout
      icon={<StatusIcon icon={<LinkOffOutlined />} color="error" />}
      title="We could not change your email"
      subtitle={confirm.error?.message ?? MISSING_TOKEN}
      footer={<RouterLinkText to="/profile">Back to your profile</RouterLinkText>}
    />
  );
}
