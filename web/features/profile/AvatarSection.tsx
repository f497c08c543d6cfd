import { useEffect, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { Box, Button, Stack, Typography } from '@mui/material';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { toast } from 'react-toastify';
import type { Profile } from '../../../domain/profile/profile';
import { UserAvatar } from '../../app/components/UserAvatar';
import { AvatarCropDialog } from './AvatarCropDialog';
import { cropToBlob } from './cropImage';
import { useRemoveAvatar, useUploadAvatar } from './profileApi';
import { ProfileSection } from './ProfileSection';

/** Larger files are refused before cropping: the browser would struggle to decode them. */
const PICK_MAX_BYTES = 20 * 1024 * 1024;

export function AvatarSection({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();

  // The picked file's object URL lives as long as the dialog shows it.
  useEffect(() => () => void (picked && URL.revokeObjectURL(picked)), [picked]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error('Choose an image file (PNG, JPEG, WebP or GIF)');
    if (file.size > PICK_MAX_BYTES) return void toast.error('Choose a picture under 20 MB');
    setPicked(URL.createObjectURL(file));
  };

  const save = async (area: Area) => {
    try {
      const picture = await cropToBlob(picked!, area);
      upload.mutate(picture, {
        onSuccess: () => {
          setPicked(null);
          toast.success('Picture saved');
        },
      });
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <ProfileSection id="profile-picture" title="Picture" description="Shown in the top bar, the team list and chat.">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box data-testid="profile-avatar">
          <UserAvatar name={profile.name} src={profile.avatar} size={96} />
        </Box>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" startIcon={<PhotoCameraOutlined />} onClick={() => input.current?.click()}>
              {profile.avatar ? 'Change picture' : 'Upload picture'}
            </Button>
            {profile.avatar && (
              <Button color="error" disabled={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: () => toast.success('Picture removed') })}>
                Remove
              </Button>
            )}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {profile.avatar ? 'Without a picture, your initials show on your colour.' : 'You crop it to a circle before it is saved.'}
          </Typography>
        </Stack>
      </Stack>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        aria-label="Choose a picture"
        onChange={(event) => {
          pick(event.target.files?.[0]);
          // The same file picked again must open the dialog again.
          event.target.value = '';
        }}
      />
      <AvatarCropDialog key={picked ?? 'closed'} src={picked} pending={upload.isPending} onCancel={() => setPicked(null)} onSave={(area) => void save(area)} />
    </ProfileSection>
  );
}
