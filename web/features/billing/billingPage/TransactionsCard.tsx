import { Box, Card, Chip, List, ListItem, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, type ChipProps } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { ReactElement } from 'react';
import type { Transaction } from '../../../../domain/billing/api';
import { EmptyState } from '../../../app/components/EmptyState';
import { QueryError } from '../../../app/components/QueryError';
import { TableSkeletonRows } from '../../../app/components/TableSkeletonRows';
import { formatDateTime, formatMoney } from '../../../app/format';
import { maskedCard } from '../billingFormat';
import { CardBrandIcon } from '../CardBrandIcon';
import { useTransactions } from '../useBilling';

const STATUS: Record<Transaction['status'], { label: string; color: ChipProps['color']; icon: ReactElement }> = {
  succeeded: { label: 'Succeeded', color: 'success', icon: <CheckCircleOutlined /> },
  failed: { label: 'Failed', color: 'error', icon: <ErrorOutlineOutlined /> },
  info: { label: 'Info', color: 'default', icon: <InfoOutlined /> },
};

function TransactionStatus({ transaction }: { transaction: Transaction }) {
  const { label, color, icon } = STATUS[transaction.status];
  return <Chip size="small" variant="outlined" icon={icon} label={label} color={color} sx={{ fontWeight: 600 }} />;
}

/** A change of plan or a cancellation moves no money: it shows a dash, not '$0'. */
function Amount({ transaction }: { transaction: Transaction }) {
  if (transaction.status === 'info' && transaction.amount === 0) return <>—</>;
  return (
    <Box component="span" sx={transaction.status === 'failed' ? { color: 'text.secondary', textDecoration: 'line-through' } : undefined}>
      {formatMoney(transaction.amount)}
    </Box>
  );
}

function Card4({ card }: { card: Transaction['card'] }) {
  if (!card) return <Box component="span" sx={{ color: 'text.disabled' }}>—</Box>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
      <CardBrandIcon brand={card.brand} width={26} />
      {maskedCard(card.last4)}
    </Box>
  );
}

function TransactionTable({ transactions }: { transactions: Transaction[] | undefined }) {
  return (
    <TableContainer>
      <Table aria-label="Transactions" sx={{ '& .MuiTableCell-root': { px: { sm: 2, md: 3 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Description</TableCell>
            <TableCell sx={{ display: { sm: 'none', md: 'table-cell' } }}>Card</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {transactions === undefined ? (
            <TableSkeletonRows rows={3} columns={5} />
          ) : (
            transactions.map((transaction) => (
              <TableRow key={transaction._id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>{formatDateTime(transaction.createdAt)}</TableCell>
                <TableCell sx={{ minWidth: 200 }}>{transaction.description}</TableCell>
                <TableCell sx={{ display: { sm: 'none', md: 'table-cell' }, color: 'text.secondary' }}>
                  <Card4 card={transaction.card} />
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  <Amount transaction={transaction} />
                </TableCell>
                <TableCell>
                  <TransactionStatus transaction={transaction} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function TransactionList({ transactions }: { transactions: Transaction[] }) {
  return (
    <List disablePadding aria-label="Transactions" sx={{ borderTop: 1, borderColor: 'divider' }}>
      {transactions.map((transaction) => (
        <ListItem key={transaction._id} divider sx={{ display: 'block', px: 2, py: 1.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1.5, alignItems: 'flex-start' }}>
            <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {transaction.description}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              <Amount transaction={transaction} />
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center', mt: 0.75, flexWrap: 'wrap' }}>
            <Typography variant="caption" sx={{ color: 'text.secondary', display: 'inline-flex', gap: 1, alignItems: 'center' }}>
              {formatDateTime(transaction.createdAt)}
              {transaction.card && <Card4 card={transaction.card} />}
            </Typography>
            <TransactionStatus transaction={transaction} />
          </Box>
        </ListItem>
      ))}
    </List>
  );
}

export function TransactionsCard() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const transactions = useTransactions();

  return (
    <Card component="section" aria-labelledby="transactions-heading">
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1.5 }}>
        <Typography id="transactions-heading" variant="h4" component="h2">
          Transactions
        </Typography>
      </Box>
      {transactions.isError ? (
        <QueryError message={transactions.error.message} onRetry={() => void transactions.refetch()} />
      ) : transactions.data?.length === 0 ? (
        <EmptyState compact icon={SwapHorizOutlined} title="No transactions yet" description="Payments, failed charges and plan changes will be listed here." />
      ) : narrow && transactions.data ? (
        <TransactionList transactions={transactions.data} />
      ) : (
        <TransactionTable transactions={transactions.data} />
      )}
    </Card>
  );
}
