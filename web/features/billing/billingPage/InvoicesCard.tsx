import { Box, Button, Card, Chip, List, ListItem, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, type ChipProps } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { Invoice } from '../../../../domain/billing/api';
import { EmptyState } from '../../../app/components/EmptyState';
import { QueryError } from '../../../app/components/QueryError';
import { TableSkeletonRows } from '../../../app/components/TableSkeletonRows';
import { formatDate, formatMoney } from '../../../app/format';
import { useInvoices } from '../useBilling';

const STATUS: Record<Invoice['status'], { label: string; color: ChipProps['color'] }> = {
  paid: { label: 'Paid', color: 'success' },
  open: { label: 'Open', color: 'warning' },
  void: { label: 'Void', color: 'default' },
};

function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  const { label, color } = STATUS[invoice.status];
  return <Chip size="small" variant="outlined" label={label} color={color} sx={{ fontWeight: 600 }} />;
}

/** The same PDF shown in the browser's viewer, to read or print. */
export function inlinePdfUrl(pdfUrl: string): string {
  return `${pdfUrl}${pdfUrl.includes('?') ? '&' : '?'}disposition=inline`;
}

const period = (invoice: Invoice) => `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}`;

function InvoiceActions({ invoice }: { invoice: Invoice }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Button size="small" component="a" href={inlinePdfUrl(invoice.pdfUrl)} target="_blank" rel="noopener" aria-label={`View ${invoice.number}`}>
        View
      </Button>
      <Button
        size="small"
        component="a"
        href={invoice.pdfUrl}
        download={`${invoice.number}.pdf`}
        startIcon={<FileDownloadOutlined />}
        aria-label={`Download ${invoice.number}`}
      >
        Download
      </Button>
    </Box>
  );
}

function InvoiceTable({ invoices }: { invoices: Invoice[] | undefined }) {
  return (
    <TableContainer>
      <Table aria-label="Invoices" sx={{ '& .MuiTableCell-root': { px: { sm: 2, md: 3 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>Number</TableCell>
            <TableCell>Date</TableCell>
            <TableCell sx={{ display: { sm: 'none', md: 'table-cell' } }}>Period</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right" aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices === undefined ? (
            <TableSkeletonRows rows={3} columns={6} />
          ) : (
            invoices.map((invoice) => (
              <TableRow key={invoice._id} hover>
                <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{invoice.number}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.issuedAt)}</TableCell>
                <TableCell sx={{ display: { sm: 'none', md: 'table-cell' }, color: 'text.secondary' }}>{period(invoice)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(invoice.total)}
                </TableCell>
                <TableCell>
                  <InvoiceStatus invoice={invoice} />
                </TableCell>
                <TableCell align="right" sx={{ py: 0.5 }}>
                  <InvoiceActions invoice={invoice} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On a phone each invoice is a stacked row instead of a table line. */
function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  return (
    <List disablePadding aria-label="Invoices" sx={{ borderTop: 1, borderColor: 'divider' }}>
      {invoices.map((invoice) => (
        <ListItem key={invoice._id} divider sx={{ display: 'block', px: 2, py: 1.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {invoice.number}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatMoney(invoice.total)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center', mt: 0.5 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {formatDate(invoice.issuedAt)}
            </Typography>
            <InvoiceStatus invoice={invoice} />
          </Box>
          <Box sx={{ mt: 0.5, mx: -1 }}>
            <InvoiceActions invoice={invoice} />
          </Box>
        </ListItem>
      ))}
    </List>
  );
}

export function InvoicesCard() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const invoices = useInvoices();

  return (
    <Card component="section" aria-labelledby="invoices-heading">
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1.5 }}>
        <Typography id="invoices-heading" variant="h4" component="h2">
          Invoices
        </Typography>
      </Box>
      {invoices.isError ? (
        <QueryError message={invoices.error.message} onRetry={() => void invoices.refetch()} />
      ) : invoices.data?.length === 0 ? (
        <EmptyState compact icon={ReceiptLongOutlined} title="No invoices yet" description="Every payment gets an invoice here, ready to print or download as a PDF." />
      ) : narrow && invoices.data ? (
        <InvoiceList invoices={invoices.data} />
      ) : (
        <InvoiceTable invoices={invoices.data} />
      )}
    </Card>
  );
}
