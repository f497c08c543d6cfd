import { Button, Stack } from '@mui/material';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import DirectionsWalkOutlined from '@mui/icons-material/DirectionsWalkOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import type { KioskInfo } from './kioskApi';
import { bigButtonSx, KioskHeading } from './KioskLayout';

export type StartChoice = 'invitation' | 'walkIn' | 'signOut';

const CHOICES = [
  { choice: 'invitation', label: 'I have an invitation', icon: BadgeOutlined, variant: 'contained' },
  { choice: 'walkIn', label: "I'm a walk-in", icon: DirectionsWalkOutlined, variant: 'contained' },
  { choice: 'signOut', label: 'Sign out', icon: LogoutOutlined, variant: 'outlined' },
] as const;

export function StartScreen({ info, onChoose }: { info: KioskInfo; onChoose: (choice: StartChoice) => void }) {
  return (
    <>
      <KioskHeading title={`Welcome to ${info.organizationName}`} subtitle="Please sign in for your visit." />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        {CHOICES.map(({ choice, label, icon: Icon, variant }) => (
          <Button
            key={choice}
            variant={variant}
            size="large"
            onClick={() => onChoose(choice)}
            startIcon={<Icon sx={{ fontSize: '2.5rem !important' }} />}
            sx={{ ...bigButtonSx, flex: 1, minHeight: { xs: 96, md: 180 }, flexDirection: { md: 'column' }, gap: 1, '& .MuiButton-startIcon': { m: 0 } }}
          >
            {label}
          </Button>
        ))}
      </Stack>
    </>
  );
}
