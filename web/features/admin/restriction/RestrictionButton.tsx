import { Button } from '@mui/material';
import { toast } from 'react-toastify';
import type { SubscriptionStatus } from '../../../../domain/billing/api';
import { ConfirmDialog, useConfirmTarget } from '../../../app/components/ConfirmDialog';
import { useRestriction } from './useRestriction';

interface RestrictionButtonProps {
  organization: { _id: string; name: string; subscriptionStatus: SubscriptionStatus | null };
}

/** Restrict an organisation (after a confirmation: it locks everyone out) or lift its restriction. */
export function RestrictionButton({ organization }: RestrictionButtonProps) {
  const restriction = useRestriction();
  const confirm = useConfirmTarget<string>();
  if (organization.subscriptionStatus === null) return null;

  if (organization.subscriptionStatus === 'restricted') {
    return (
      <Button
        size="small"
        aria-label={`Lift the restriction on ${organization.name}`}
        loading={restriction.isPending}
        onClick={() =>
          restriction.mutate({ organizationId: organization._id, action: 'lift' }, { onSuccess: () => toast.success(`${organization.name} is no longer restricted`) })
        }
      >
        Lift
      </Button>
    );
  }

  return (
    <>
      <Button size="small" color="error" aria-label={`Restrict ${organization.name}`} onClick={() => confirm.ask(organization._id)}>
        Restrict
      </Button>
      <ConfirmDialog
        open={confirm.open}
        title="Restrict organisation?"
        confirmLabel="Restrict"
        destructive
        pending={restriction.isPending}
        onClose={confirm.close}
        onConfirm={() =>
          restriction.mutate(
            { organizationId: organization._id, action: 'restrict' },
            { onSuccess: () => toast.success(`${organization.name} is restricted`), onSettled: confirm.close },
          )
        }
      >
        {`Every member of ${organization.name} sees the restriction screen until you lift it. Owners and admins can still open billing to see invoices and payment methods.`}
      </ConfirmDialog>
    </>
  );
}
