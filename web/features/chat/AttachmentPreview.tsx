import { Box, Chip } from '@mui/material';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import type { Attachment } from '../../../domain/chat/chat';
import { formatBytes } from './chatText';

/** Images and videos inline (bounded), any other file as a download chip with its name and size. */
export function AttachmentPreview({ attachments }: { attachments: Attachment[] }) {
  if (attachments.length === 0) return null;
  const media = attachments.filter((attachment) => attachment.kind !== 'file');
  const files = attachments.filter((attachment) => attachment.kind === 'file');
  return (
    <Box sx={{ display: 'grid', gap: 0.75, mt: 0.75, justifyItems: 'start' }}>
      {media.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, maxWidth: '100%' }}>
          {media.map((attachment) =>
            attachment.kind === 'image' ? (
              <Box
                key={attachment._id}
                component="a"
                href={attachment.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Open image ${attachment.name}`}
                sx={{ display: 'block', lineHeight: 0, borderRadius: 1, overflow: 'hidden', border: '1px solid', borderColor: 'divider', maxWidth: '100%' }}
              >
                <Box
                  component="img"
                  src={attachment.url}
                  alt={attachment.name}
                  loading="lazy"
                  sx={{ display: 'block', maxWidth: { xs: '100%', sm: 320 }, maxHeight: 240, objectFit: 'contain', bgcolor: 'action.hover' }}
                />
              </Box>
            ) : (
              <Box
                key={attachment._id}
                component="video"
                src={attachment.url}
                controls
                preload="metadata"
                aria-label={attachment.name}
                sx={{ display: 'block', maxWidth: { xs: '100%', sm: 360 }, maxHeight: 240, borderRadius: 1, bgcolor: 'common.black' }}
              />
            ),
          )}
        </Box>
      )}
      {files.map((attachment) => (
        <Chip
          key={attachment._id}
          component="a"
          href={attachment.url}
          download={attachment.name}
          clickable
          variant="outlined"
          icon={<InsertDriveFileOutlined />}
          label={`${attachment.name} · ${formatBytes(attachment.size)}`}
          aria-label={`Download ${attachment.name}, ${formatBytes(attachment.size)}`}
          sx={{ maxWidth: '100%' }}
        />
      ))}
    </Box>
  );
}
