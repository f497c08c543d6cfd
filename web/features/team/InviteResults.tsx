import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineRounded';
import type { InviteResult } from './useTeam';

/** One line per address of the last send: invited, or why not. */
export function InviteResults({ results }: { results: InviteResult[] }) {
  return (
    <List dense disablePadding aria-label="Invitation results" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, py: 0.5 }}>
      {results.map((result, index) => {
        const invited = result.status === 'invited';
        return (
          <ListItem key={`${index}-${result.email}`} sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 30, mt: 0.75 }}>
              {invited ? (
                <CheckCircle fontSize="small" color="success" titleAccess="Invited" />
              ) : (
                <ErrorOutline fontSize="small" color="error" titleAccess="Not invited" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={result.email}
              secondary={result.message}
              slotProps={{
                primary: { variant: 'body2', sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                secondary: { sx: { color: invited ? 'success.main' : 'error.main' } },
              }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
