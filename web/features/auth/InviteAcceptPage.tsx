import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import HourglassBottomOutlined from '@mui/icons-material/HourglassBottomOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FullPageStatus } from '../../app/components/FullPageStatus';
import { PublicPageLayout } from '../../app/components/PublicPageLayout';
import { RouterLinkText } from '../../app/components/RouterLinkText';
import { StatusIcon } from '../../app/components/StatusIcon';
import { formatDate, roleLabel } from '../../app/format';
import { InviteAcceptForm } from './InviteAcceptForm';
import { useDeclineInvitation, useInvitation, type Invitation, type InvitationStatus } from './inviteApi';

type Outcome = Exclude<InvitationStatus, 'pending'> | 'unknown' | 'declined';

const OUTCOMES: Record<Outcome, { icon: ReactNode; color: 'primary' | 'success' | 'error'; title: string; text: string }> = {
  unknown: {
    icon: <LinkOffOutlined />,
    color: 'error',
    title: 'This invitation link is not valid',
    text: 'Check that you opened the whole link from your email, or ask your team admin to invite you again.',
  },
  accepted: {
    icon: <CheckCircleOutline />,
    color: 'success',
    title: 'This invitation has already been used',
    text: 'The account for this invitation exists. Sign in to continue.',
  },
  expired: {
    icon: <HourglassBottomOutlined />,
    color: 'primary',
    title: 'This invitation has expired',
    text: 'Ask your team admin for a new one.',
  },
  revoked: {
    icon: <BlockOutlined />,
    color: 'error',
    title: 'This invitation was withdrawn',
    text: 'Ask your team admin for a new one if you still need access.',
  },
  rejected: {
    icon: <DoNotDisturbOnOutlined />,
    color: 'primary',
    title: 'This invitation was declined',
    text: 'If that was a mistake, ask your team admin to invite you again.',
  },
  declined: {
    icon: <DoNotDisturbOnOutlined />,
    color: 'primary',
    title: 'You declined the invitation',
    text: 'You will not be added to the team. If you change your mind, ask your team admin to invite you again.',
  },
};

function OutcomePage({ outcome }: { outcome: Outcome }) {
  const { icon, color, title, text } = OUTCOMES[outcome];
  return (
    <PublicPageLayout
      icon={<StatusIcon icon={icon} color={color} />}
      title={title}
      subtitle={text}
      footer={outcome === 'accepted' ? undefined : <RouterLinkText to="/login">Go to sign in</RouterLinkText>}
    >
      {outcome === 'accepted' && (
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          Sign in
        </Button>
      )}
    </PublicPageLayout>
  );
}

function invitedAs({ inviterName, role }: Invitation): string {
  return `${inviterName ?? 'Your team'} invited you to join as ${roleLabel(role)}`;
}

/** /invite/accept?code=…: join an organisation from an emailed invitation, or decline it. */
export function InviteAcceptPage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const invitation = useInvitation(code);
  const decline = useDeclineInvitation(code);

  if (!code) return <OutcomePage outcome="unknown" />;
  if (invitation.isPending) return <FullPageStatus />;
  if (invitation.isError) {
    // 404 is an unknown code; 400 a code that cannot be one. Anything else is worth a retry.
    if (invitation.error.status === 404 || invitation.error.status === 400) return <OutcomePage outcome="unknown" />;
    return <FullPageStatus error={invitation.error.message} onRetry={() => void invitation.refetch()} />;
  }
  if (decline.isSuccess) return <OutcomePage outcome="declined" />;
  if (invitation.data.status !== 'pending') return <OutcomePage outcome={invitation.data.status} />;

  return (
    <PublicPageLayout
      title={`Join ${invitation.data.organizationName}`}
      subtitle={invitedAs(invitation.data)}
      footer={`This invitation expires on ${formatDate(invitation.data.expiresAt)}.`}
    >
      <InviteAcceptForm
        code={code}
        invitation={invitation.data}
        onDecline={() => decline.mutate()}
        declining={decline.isPending}
        declineError={decline.error?.message}
      />
    </PublicPageLayout>
  );
}
