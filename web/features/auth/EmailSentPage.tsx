import { Box, Button, Stack, Typography } from '@mui/material';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { useSearchParams } from 'react-router';
import { PublicPageLayout } from '../../app/components/PublicPageLayout';
import { RouterLinkText } from '../../app/components/RouterLinkText';
import { useResendEmail } from './authApi';
import { StatusIcon } from '../../app/components/StatusIcon';

export function EmailSentPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const resend = useResendEmail();

  return (
    <PublicPageLayout
      icon={<StatusIcon icon={<MarkEmailReadOutlined />} color="primary" />}
      title="Check your inbox"
      subtitle={
        email ? (
          <>
            We sent a verification link to{' '}
            <Box component="strong" sx={{ color: 'text.primary' }}>
              {email}
            </Box>
            . Click it to activate your account.
          </>
        ) : (
          'We sent a verification link to your email address. Click it to activate your account.'
        )
      }
      footer={<RouterLinkText to="/login">Back to sign in</RouterLinkText>}
    >
      {email && (
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Did not get it? Check your spam folder, or
          </Typography>
          <Button variant="outlined" fullWidth loading={resend.isPending} onClick={() => resend.mutate(email)}>
            Resend email
          </Button>
        </Stack>
      )}
    </PublicPageLayout>
  );
}
