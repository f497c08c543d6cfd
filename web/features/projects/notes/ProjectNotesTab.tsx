import { Button, Card } from '@mui/material';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../app/components/EmptyState';
import type { ProjectDetail } from '../api';

/** Project notes arrive with the notes feature; until then this says what will be here. */
export function ProjectNotesTab({ project }: { project: ProjectDetail }) {
  return (
    <Card>
      <EmptyState
        icon={StickyNote2Outlined}
        title="Notes for this project are coming"
        description={`Meeting notes, specs and decisions for ${project.name} will live here, shared with its members. Your own notes are on the Notes page.`}
        action={
          <Button component={RouterLink} to="/notes" variant="outlined">
            Open Notes
          </Button>
        }
      />
    </Card>
  );
}
