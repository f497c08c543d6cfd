import { Button } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import { useStartProject } from '../useStartProject';

export function NewProjectButton() {
  const { start, pending } = useStartProject();
  return (
    <Button variant="contained" startIcon={<AddRounded />} loading={pending} loadingPosition="start" onClick={start}>
      New project
    </Button>
  );
}
