import { useId, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  IconButton,
  InputAdornment,
  Skeleton,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import { toast } from 'react-toastify';
import { EVENT_IMPORT_MAX_CHARS } from '../../../domain/calendar/events';
import { useCalendarFeed, useCreateCalendarFeed, useImportEvents, useRevokeCalendarFeed, useUpdateCalendarFeed } from './api';

/** The private subscription address: create, copy, replace, revoke, with or without the tasks' due dates. */
function Subscription() {
  const feed = useCalendarFeed(true);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const update = useUpdateCalendarFeed();
  // Before there is an address, the choice waits for 'Create address'; after, it applies at once to the same address.
  const [includeTasks, setIncludeTasks] = useState(false);
  const url = feed.data?.url ?? null;
  const withTasks = url ? (feed.data?.includeTasks ?? false) : includeTasks;
  const chooseTasks = (checked: boolean) => {
    if (!url) return setIncludeTasks(checked);
    update.mutate(checked, { onError: (error) => toast.error(error.message) });
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Address copied');
    } catch {
      toast.error('Could not copy: select the address and copy it');
    }
  };

  return (
    <Box component="section" aria-labelledby="calendar-feed-heading">
      <Typography id="calendar-feed-heading" variant="h6" component="h3" gutterBottom>
        Subscribe from another calendar
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Add this private address to Google Calendar, Apple Calendar or Outlook to see your events there. Anyone who has it can read them: keep it to yourself,
        and replace it if it gets out.
      </Typography>
      {feed.isPending ? (
        <Skeleton variant="rounded" height={40} />
      ) : feed.error ? (
        <Alert severity="error">{feed.error.message}</Alert>
      ) : url ? (
        <TextField
          label="Subscription address"
          value={url}
          fullWidth
          size="small"
          slotProps={{
            htmlInput: { readOnly: true, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Copy address">
                    <IconButton aria-label="Copy address" edge="end" onClick={() => void copy()}>
                      <ContentCopyOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
      ) : (
        <Typography variant="body2">You have no subscription address.</Typography>
      )}
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox checked={withTasks} disabled={update.isPending} onChange={(event) => chooseTasks(event.target.checked)} />}
        label="Include my tasks' due dates"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button variant="contained" loading={create.isPending} onClick={() => create.mutate(withTasks)}>
          {url ? 'Replace address' : 'Create address'}
        </Button>
        {url && (
          <Button color="error" loading={revoke.isPending} onClick={() => revoke.mutate()}>
            Revoke
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** A file's text (FileReader rather than File.text(), which jsdom lacks). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** Import an .ics file: its text is read here and sent; the answer says how many events came in. */
function Import() {
  const input = useRef<HTMLInputElement>(null);
  const importEvents = useImportEvents();
  const [tooBig, setTooBig] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const text = await readText(file);
    setTooBig(text.length > EVENT_IMPORT_MAX_CHARS);
    if (text.length <= EVENT_IMPORT_MAX_CHARS) importEvents.mutate(text);
    if (input.current) input.current.value = '';
  };

  const result = importEvents.data;
  return (
    <Box component="section" aria-labelledby="calendar-import-heading">
      <Typography id="calendar-import-heading" variant="h6" component="h3" gutterBottom>
        Import an .ics file
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Events from a file exported by another calendar become your events here.
      </Typography>
      <input ref={input} type="file" accept=".ics,text/calendar" hidden onChange={(event) => void onFile(event.target.files?.[0])} />
      <Button variant="outlined" startIcon={<FileUploadOutlined />} loading={importEvents.isPending} onClick={() => input.current?.click()}>
        Choose .ics file
      </Button>
      {tooBig && (
        <Alert severity="error" sx={{ mt: 2 }}>
          The file is too large to import (at most {Math.round(EVENT_IMPORT_MAX_CHARS / 1000)} KB of text).
        </Alert>
      )}
      {result && (
        <Alert severity={result.imported > 0 ? 'success' : 'info'} sx={{ mt: 2 }}>
          {`Imported ${result.imported} ${result.imported === 1 ? 'event' : 'events'}`}
          {result.skipped > 0 ? `; ${result.skipped} could not be read and ${result.skipped === 1 ? 'was' : 'were'} skipped.` : '.'}
        </Alert>
      )}
    </Box>
  );
}

/** 'Subscribe / import': the private feed address and the .ics import. */
export function FeedDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const id = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>Subscribe and import</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Subscription />
        <Divider />
        <Import />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
