import { useState } from 'react';
import { Box, Button, Card, Chip, IconButton, Table, TableBody, TableCell, TableContainer, TableRow, Tooltip, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { toast } from 'react-toastify';
import type { AdminPromoCode } from '../../../../domain/billing/admin';
import { ConfirmDialog, useConfirmTarget } from '../../../app/components/ConfirmDialog';
import { EmptyState } from '../../../app/components/EmptyState';
import { QueryError } from '../../../app/components/QueryError';
import { TableSkeletonRows } from '../../../app/components/TableSkeletonRows';
import { AdminTableHead, fromBreakpoint as from, type AdminColumn } from '../adminTable';
import { formatDate, formatMoney } from '../../../app/format';
import { PromoCodeDialog } from './PromoCodeDialog';
import { useDeletePromoCode, usePromoCodes } from './usePromoCodes';

const COLUMNS: AdminColumn[] = [
  { label: 'Code' },
  { label: 'Discount' },
  { label: 'Plan', sx: from('md') },
  { label: 'Redeemed', align: 'right' },
  { label: 'Expires', sx: from('sm') },
];

const discountText = (promo: AdminPromoCode) => (promo.kind === 'percent' ? `${promo.percentOff}% off` : `${formatMoney(promo.amountOff ?? 0)} off`);
const isExpired = (promo: AdminPromoCode) => promo.expiresAt !== null && Date.parse(promo.expiresAt) <= Date.now();

function Expiry({ promo }: { promo: AdminPromoCode }) {
  if (!promo.expiresAt) return <Box component="span" sx={{ color: 'text.secondary' }}>Never</Box>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {formatDate(promo.expiresAt)}
      {isExpired(promo) && <Chip size="small" variant="outlined" label="Expired" />}
    </Box>
  );
}

/** The super admin's promotion codes (issue 6): what exists, how often it was used, create and delete. */
export function PromoCodesSection() {
  const promos = usePromoCodes();
  const remove = useDeletePromoCode();
  const confirm = useConfirmTarget<AdminPromoCode>();
  // A new key per opening starts the form empty.
  const [dialog, setDialog] = useState<{ key: number; open: boolean }>({ key: 0, open: false });

  const deleteCode = () => {
    const promo = confirm.target;
    if (!promo) return;
    remove.mutate(promo._id, {
      onSuccess: () => toast.success(`Promotion code ${promo.code} deleted`),
      onSettled: confirm.close,
    });
  };

  return (
    <Card component="section" aria-labelledby="promo-codes-heading" sx={{ mt: 3 }}>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5 }}>
        <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography id="promo-codes-heading" variant="h4" component="h2">
            Promotion codes
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            Codes customers enter in the upgrade dialog for a discount.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setDialog((current) => ({ key: current.key + 1, open: true }))}>
          New promotion code
        </Button>
      </Box>
      {promos.isError ? (
        <QueryError message={promos.error.message} onRetry={() => void promos.refetch()} />
      ) : promos.data?.length === 0 ? (
        <EmptyState compact icon={LocalOfferOutlined} title="No promotion codes yet" description="Create one to offer a discount at checkout." />
      ) : (
        <TableContainer>
          <Table aria-label="Promotion codes" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
            <AdminTableHead columns={COLUMNS} actionsWidth={56} />
            <TableBody>
              {promos.isPending ? (
                <TableSkeletonRows rows={2} columns={COLUMNS.length + 1} />
              ) : (
                promos.data.map((promo) => (
                  <TableRow key={promo._id} hover>
                    <TableCell sx={{ maxWidth: { xs: 130, sm: 'none' } }}>
                      <Typography variant="body2" sx={{ fontWeight: 600, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                        {promo.code}
                      </Typography>
                      <Typography variant="caption" component="div" sx={{ color: 'text.secondary', display: { md: 'none' } }}>
                        {promo.planName ?? 'All plans'}
                        <Box component="span" sx={{ display: { sm: 'none' } }}>
                          {' · '}
                          {promo.expiresAt ? `${isExpired(promo) ? 'expired' : 'expires'} ${formatDate(promo.expiresAt)}` : 'no expiry'}
                        </Box>
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{discountText(promo)}</TableCell>
                    <TableCell sx={from('md')}>{promo.planName ?? <Box component="span" sx={{ color: 'text.secondary' }}>All plans</Box>}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {promo.maxRedemptions === null ? promo.redemptions : `${promo.redemptions} / ${promo.maxRedemptions}`}
                    </TableCell>
                    <TableCell sx={{ ...from('sm'), whiteSpace: 'nowrap' }}>
                      <Expiry promo={promo} />
                    </TableCell>
                    <TableCell align="right" sx={{ py: 0.5 }}>
                      <Tooltip title="Delete">
                        <IconButton aria-label={`Delete ${promo.code}`} onClick={() => confirm.ask(promo)}>
                          <DeleteOutlineRounded fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <PromoCodeDialog key={dialog.key} open={dialog.open} onClose={() => setDialog((current) => ({ ...current, open: false }))} />
      <ConfirmDialog
        open={confirm.open}
        title="Delete promotion code?"
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={deleteCode}
        onClose={confirm.close}
      >
        {confirm.target && `${confirm.target.code} stops working at checkout at once. Subscriptions that already use it keep their price.`}
      </ConfirmDialog>
    </Card>
  );
}
