import { hasAbility } from '../../../domain/permissions/roles';
import { PageHeader } from '../../app/components/PageHeader';
import { useCurrentUser } from '../../app/session/useSession';
import { InvitePeopleButton } from './InvitePeopleButton';
import { MembersCard } from './MembersCard';
import { PendingInvites } from './PendingInvites';
import { SeatUsage } from './SeatUsage';

/** /admin/team: owners and admins manage the team here; maintainers see it read-only. */
export function TeamPage() {
  const user = useCurrentUser();
  const canManage = hasAbility(user.role, 'team_manage');
  return (
    <>
      <PageHeader title="Team" subtitle={<SeatUsage />} actions={canManage ? <InvitePeopleButton /> : undefined} />
      <MembersCard />
      <PendingInvites canManage={canManage} />
    </>
  );
}
