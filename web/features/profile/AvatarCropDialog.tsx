import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Slider, Stack, Typography } from '@mui/material';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';

interface AvatarCropDialogProps {
  /** An object URL of the picked file; null keeps the dialog closed. */
  src: string | null;
  pending: boolean;
  onCancel: () => void;
  onSave: (area: Area) => void;
}

/** Drag and zoom a square out of the picked picture; the round mask shows how the avatar will look. */
export function AvatarCropDialog({ src, pending, onCancel, onSave }: AvatarCropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <Dialog open={src !== null} onClose={pending ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby="avatar-crop-title">
      <DialogTitle id="avatar-crop-title">Crop your picture</DialogTitle>
      <DialogContent>
        <Box sx={{ position: 'relative', width: '100%', aspectRatio: '1', bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}>
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
            />
          )}
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 2 }}>
          <ZoomOut fontSize="small" aria-hidden />
          <Slider value={zoom} min={1} max={4} step={0.05} onChange={(_event, value) => setZoom(value)} aria-label="Zoom" />
          <ZoomIn fontSize="small" aria-hidden />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          Drag to move the picture, and zoom to fit your face in the circle.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!area || pending} onClick={() => area && onSave(area)}>
          {pending ? 'Saving…' : 'Save picture'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
