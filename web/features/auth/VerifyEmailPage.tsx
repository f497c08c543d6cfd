import { Button, CircularProgress } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PublicPageLayout } from '../../app/components/PublicPageLayout';
import { RouterLinkText } from '../../app/components/RouterLinkText';
import { useVerifyEmail } from './authApi';
import { StatusIcon } from '../../app/components/StatusIcon';

const MISSING_TOKEN = 'This verification link is incomplete. Open the link from your email again.';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verification = useVerifyEmail(token);

  if (token && verification.isPending) {
    return (
      <PublicPageLayout
        icon={<CircularProgress size={40} aria-label="Verifying" />}
        title="Verifying your email"
        subtitle="This only takes a moment."
      />
    );
  }

  if (verification.isSuccess) {
    return (
      <PublicPageLayout
        icon={<StatusIcon icon={<CheckCircleOutlined />} color="success" />}
        title="Your email is verified"
        subtitle={`${verification.data.email} is confirmed. You can now sign in to your workspace.`}
      >
        <Button component={RouterLink} to={`/login?${new URLSearchParams({ email: verification.data.email })}`} variant="contained" size="large" fullWidth>
          Continue to sign in
        </Button>
      </PublicPageLayout>
    );
  }

  return (
    <PublicPageLayout
      icon={<StatusIcon icon={<LinkOffOutlined />} color="error" />}
      title="We could not verify your email"
      subtitle={verification.error?.message ?? MISSING_TOKEN}
      footer={<RouterLinkText to="/login">Back to sign in</RouterLinkText>}
    />
  );
}
