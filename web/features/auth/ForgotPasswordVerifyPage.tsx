import { CircularProgress } from '@mui/material';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { Navigate, useSearchParams } from 'react-router';
import { PublicPageLayout } from '../../app/components/PublicPageLayout';
import { RouterLinkText } from '../../app/components/RouterLinkText';
import { useVerifyForgotEmail } from './authApi';
import { StatusIcon } from '../../app/components/StatusIcon';

const MISSING_TOKEN = 'This reset link is incomplete. Open the link from your email again.';

/** Checks the emailed link, then hands over to the reset form (with the email, for its rules). */
export function ForgotPasswordVerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verification = useVerifyForgotEmail(token);

  if (verification.isSuccess) {
    return (
      <Navigate
        to={`/resetPassword?token=${encodeURIComponent(token)}`}
        state={{ email: verification.data.email }}
        replace
      />
    );
  }

  if (token && verification.isPending) {
    return <PublicPageLayout icon={<CircularProgress size={40} aria-label="Checking" />} title="Checking your reset link" />;
  }

  return (
    <PublicPageLayout
      icon={<StatusIcon icon={<LinkOffOutlined />} color="error" />}
      title="This link does not work"
      subtitle={verification.error?.message ?? MISSING_TOKEN}
      footer={<RouterLinkText to="/forgot-password">Request a new reset link</RouterLinkText>}
    />
  );
}
