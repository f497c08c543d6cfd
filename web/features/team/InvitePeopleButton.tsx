import { useState } from 'react';
import { Button } from '@mui/material';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { showUpgradeRequired } from '../billing/upgradeRequired';
import { InviteDialog } from './InviteDialog';
import { usePlanCheck } from './useTeam';

/** Asks the server for a free seat first: a full plan opens 'Upgrade Required' instead of the dialog. */
export function InvitePeopleButton() {
  const planCheck = usePlanCheck();
  // A new key per opening starts the dialog empty; seatsLeft is what the check just said.
  const [dialog, setDialog] = useState({ key: 0, open: false, seatsLeft: 0 });

  const start = () =>
    planCheck.mutate(undefined, {
      onSuccess: (check) => {
        if (check.isUpgradeRequired) showUpgradeRequired();
        else setDialog(({ key }) => ({ key: key + 1, open: true, seatsLeft: check.seatLimit - check.seatsInUse }));
      },
    });

  return (
    <>
      <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} loading={planCheck.isPending} loadingPosition="start" onClick={start}>
        Invite people
      </Button>
      <InviteDialog
        key={dialog.key}
        open={dialog.open}
        seatsLeft={dialog.seatsLeft}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
