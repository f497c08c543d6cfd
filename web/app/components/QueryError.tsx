import { Alert, Button } from '@mui/material';

export function QueryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
      sx={{ m: 2 }}
    >
      {message}
    </Alert>
  );
}
