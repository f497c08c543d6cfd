import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import { toast } from 'react-toastify';
import type { PaymentMethod } from '../../../../domain/billing/api';
import { ConfirmDialog } from '../../../app/components/ConfirmDialog';
import { CARD_BRAND_NAMES, maskedCard } from '../billingFormat';
import { useMakeDefaultPaymentMethod, useRemovePaymentMethod } from '../useBilling';

/** A card's menu: make it the one renewals charge, or remove it (the server refuses to remove one still needed). */
export function PaymentMethodMenu({ method }: { method: PaymentMethod }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const makeDefault = useMakeDefaultPaymentMethod();
  const remove = useRemovePaymentMethod();
  const name = `${CARD_BRAND_NAMES[method.brand]} ${maskedCard(method.last4)}`;

  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${name}`}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          disabled={method.isDefault}
          onClick={() => {
            setAnchor(null);
            makeDefault.mutate(method, { onSuccess: () => toast.success(`${name} is now your default card`) });
          }}
        >
          <ListItemIcon>
            <StarBorderOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Make default</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Remove</ListItemText>
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={`Remove ${name}?`}
        confirmLabel="Remove"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(method, {
            onSuccess: () => toast.success(`${name} was removed`),
            // A refusal (the card a live subscription needs) is shown by the app's error toast.
            onSettled: () => setConfirming(false),
          })
        }
        onClose={() => setConfirming(false)}
      >
        {method.isDefault
          ? 'This is your default card, which renewals are charged to. Make another card the default first if you want future payments to keep working.'
          : 'The card is removed from your account and will no longer be charged.'}
      </ConfirmDialog>
    </>
  );
}
