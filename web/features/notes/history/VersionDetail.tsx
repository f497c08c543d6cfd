import { useState } from 'react';
import { Box, Button, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import RestoreRounded from '@mui/icons-material/RestoreRounded';
import { toast } from 'react-toastify';
import { canWriteNote } from '../../../../domain/notes/noteAccess';
import { ConfirmDialog } from '../../../app/components/ConfirmDialog';
import { QueryError } from '../../../app/components/QueryError';
import { formatDateTime } from '../../../app/format';
import { useNoteVersion, useRestoreNoteVersion, type NoteDetail, type NoteVersion } from '../api';
import { VersionDiff } from './VersionDiff';
import { VersionPreview } from './VersionPreview';

interface VersionDetailProps {
  note: NoteDetail;
  version: NoteVersion;
  onBack: () => void;
  onRestored: () => void;
}

/** One saved version: its text, or what changed from it to the note now; Owners and Editors may restore it. */
export function VersionDetail({ note, version, onBack, onRestored }: VersionDetailProps) {
  const detail = useNoteVersion(note._id, version._id);
  const restore = useRestoreNoteVersion(note._id);
  const [view, setView] = useState<'text' | 'changes'>('text');
  const [confirming, setConfirming] = useState(false);

  const confirmRestore = () =>
    restore.mutate(version._id, {
      onSuccess: () => {
        toast.success(`Restored “${version.name}”`);
        setConfirming(false);
        onRestored();
      },
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <Box sx={{ px: 2, pt: 1.5 }}>
        <Button size="small" startIcon={<ArrowBackRounded />} onClick={onBack} color="inherit">
          All versions
        </Button>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {version.name}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {formatDateTime(version.createdAt)}
              {version.createdBy && !version.auto ? ` · ${version.createdBy.name}` : ''}
            </Typography>
          </Box>
          {canWriteNote(note.access) && (
            <Button variant="contained" size="small" startIcon={<RestoreRounded />} onClick={() => setConfirming(true)} disabled={!detail.data} sx={{ flexShrink: 0 }}>
              Restore
            </Button>
          )}
        </Box>
        <Tabs value={view} onChange={(_event, next: 'text' | 'changes') => setView(next)} sx={{ mt: 1, borderBottom: '1px solid', borderColor: 'divider' }}>
          <Tab value="text" label="This version" />
          <Tab value="changes" label="What changed" />
        </Tabs>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1 }}>
        {detail.isPending && [90, 70, 80].map((width, row) => <Skeleton key={row} width={`${width}%`} />)}
        {detail.isError && <QueryError message={detail.error.message} onRetry={() => void detail.refetch()} />}
        {detail.data && (view === 'text' ? <VersionPreview html={detail.data.html} /> : <VersionDiff versionHtml={detail.data.html} currentHtml={note.html} />)}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={`Restore “${version.name}”?`}
        confirmLabel="Restore"
        pending={restore.isPending}
        onConfirm={confirmRestore}
        onClose={() => setConfirming(false)}
      >
        The note&apos;s text becomes this version&apos;s, for everyone with it open, at once. To keep today&apos;s text as well, save it as a version first.
      </ConfirmDialog>
    </Box>
  );
}
