import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { apiPath } from '../../../app/api/client';

const FORMATS = [
  { format: 'markdown', label: 'Markdown (.md)', icon: <DescriptionOutlined fontSize="small" /> },
  { format: 'pdf', label: 'PDF', icon: <PictureAsPdfOutlined fontSize="small" /> },
] as const;

/** Download the note as Markdown or PDF: plain links to the export call, so the browser saves the file. */
export function ExportMenu({ noteId }: { noteId: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Export">
        <IconButton aria-label="Export" aria-haspopup="true" aria-expanded={anchor ? 'true' : undefined} onClick={(event) => setAnchor(event.currentTarget)}>
          <FileDownloadOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {FORMATS.map(({ format, label, icon }) => (
          <MenuItem key={format} component="a" href={apiPath('GET /api/note/:id/export', { params: { id: noteId }, query: { format } })} download onClick={() => setAnchor(null)}>
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
