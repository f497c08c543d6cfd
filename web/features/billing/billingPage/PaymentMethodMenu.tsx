import { useState } from 'react';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import { toast } from 'react-toastify';
import type { PaymentMethod } from '../../../../domain/billing/api';
import { ConfirmDialog } from '../../../app/components/ConfirmDialog';
import { RowActionsMenu } from '../../../app/components/RowActionsMenu';
import { CARD_BRAND_NAMES, maskedCard } from '../billingFormat';
import { useMakeDefaultPaymentMethod, useRemovePaymentMethod } from '../useBilling';

/** A card's menu: make it the one renewals charge, or remove it (the server refuses to remove one still needed). */
export function PaymentMethodMenu({ method }: { method: PaymentMethod }) {
  const [confirming, setConfirming] = useState(false);
  const makeDefault = useMakeDefaultPaymentMethod();
  const remove = useRemovePaymentMethod();
  const name = `${CARD_BRAND_NAMES[method.brand]} ${maskedCard(method.last4)}`;

  return (
    <>
      <RowActionsMenu
        label={`Actions for ${name}`}
        actions={[
          {
            label: 'Make default',
            icon: <StarBorderOutlined fontSize="small" />,
            disabled: method.isDefault,
            onSelect: () => makeDefault.mutate(method, { onSuccess: () => toast.success(`${name} is now your default card`) }),
          },
          { label: 'Remove', icon: <DeleteOutlined fontSize="small" />, destructive: true, onSelect: () => setConfirming(true) },
        ]}
      />
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
