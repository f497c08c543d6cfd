import PDFDocument from 'pdfkit';
import type { CardBrand, Invoice } from '../../../../domain/billing/api';
import { formatMoneyWithCents } from '../../../../domain/billing/money';

/** The product name printed on every invoice. */
export const PRODUCT_NAME = 'Teamwork';

const BRAND_ORANGE = '#E8590C';
const INK = '#111827';
const MUTED = '#5B6472';
const RULE = '#D9DDE3';

const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};

// Invoices are dated in UTC, like the periods they bill, so the PDF reads the same everywhere.
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (iso: string) => day.format(new Date(iso));

export const invoicePdfFilename = (invoice: Pick<Invoice, 'number'>) => `${invoice.number}.pdf`;

/**
 * The printable invoice (issue 6): who is billed, the number, dates and period, the lines, the
 * totals, how it was paid and whether it is paid. Built in memory (an invoice is a page or two) with
 * pdfkit's standard Helvetica, so no font files ship with the server; streams stay compressed.
 */
export function renderInvoicePdf(invoice: Invoice, organizationName: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${invoice.number}`, Author: PRODUCT_NAME, Subject: `${PRODUCT_NAME} invoice ${invoice.number} for ${organizationName}`, Creator: PRODUCT_NAME },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawInvoice(doc, invoice, organizationName);
  doc.end();
  return done;
}

function drawInvoice(doc: PDFKit.PDFDocument, invoice: Invoice, organizationName: string): void {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;

  // Header: our name on the left, the document and its status on the right.
  doc.font('Helvetica-Bold').fontSize(24).fillColor(BRAND_ORANGE).text(PRODUCT_NAME, left, 50);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('Team work management', left, doc.y);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text('INVOICE', left, 50, { width, align: 'right' });
  const status = invoice.status.toUpperCase();
  doc.font('Helvetica-Bold').fontSize(12).fillColor(invoice.status === 'paid' ? '#15803D' : invoice.status === 'open' ? '#B45309' : MUTED);
  doc.text(status, left, doc.y + 4, { width, align: 'right' });

  // Billed to, and the invoice's facts.
  const top = 130;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('BILLED TO', left, top);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(organizationName, left, top + 14, { width: width / 2 - 10 });

  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Issued', formatDay(invoice.issuedAt)],
    ['Billed period', `${formatDay(invoice.periodStart)} – ${formatDay(invoice.periodEnd)}`],
    ['Plan', `${invoice.planName}, ${invoice.quantity} seat${invoice.quantity === 1 ? '' : 's'}, billed ${invoice.billingCycle}`],
  ];
  if (invoice.paidAt) facts.push(['Paid', formatDay(invoice.paidAt)]);
  let y = top;
  const labelX = left + width / 2;
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, labelX, y, { width: 90 });
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(value, labelX + 90, y, { width: width / 2 - 90, align: 'right' });
    y = Math.max(doc.y, y + 14) + 4;
  }

  // The lines.
  y = Math.max(y, doc.y) + 24;
  const cols = { description: left, quantity: left + width * 0.55, unit: left + width * 0.67, amount: left + width * 0.83 };
  const colWidth = { description: width * 0.53, quantity: width * 0.1, unit: width * 0.15, amount: width * 0.17 };
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  doc.text('DESCRIPTION', cols.description, y, { width: colWidth.description });
  doc.text('QTY', cols.quantity, y, { width: colWidth.quantity, align: 'right' });
  doc.text('UNIT PRICE', cols.unit, y, { width: colWidth.unit, align: 'right' });
  doc.text('AMOUNT', cols.amount, y, { width: colWidth.amount, align: 'right' });
  y += 16;
  rule(doc, left, right, y);
  y += 8;

  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const line of invoice.lines) {
    const height = Math.max(14, doc.heightOfString(line.description, { width: colWidth.description }));
    if (y + height > doc.page.height - doc.page.margins.bottom - 120) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    doc.text(line.description, cols.description, y, { width: colWidth.description });
    doc.text(String(line.quantity), cols.quantity, y, { width: colWidth.quantity, align: 'right' });
    doc.text(formatMoneyWithCents(line.unitAmount), cols.unit, y, { width: colWidth.unit, align: 'right' });
    doc.text(formatMoneyWithCents(line.amount), cols.amount, y, { width: colWidth.amount, align: 'right' });
    y += height + 8;
  }
  rule(doc, left, right, y);
  y += 12;

  // Totals, right-aligned under the amounts.
  const totals: [string, string, boolean][] = [
    ['Subtotal', formatMoneyWithCents(invoice.subtotal), false],
    ['Discount', invoice.discount > 0 ? `-${formatMoneyWithCents(invoice.discount)}` : formatMoneyWithCents(0), false],
    ['Total', formatMoneyWithCents(invoice.total), true],
  ];
  const totalsX = left + width * 0.5;
  for (const [label, value, strong] of totals) {
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 12 : 10).fillColor(INK);
    doc.text(label, totalsX, y, { width: width * 0.25 });
    doc.text(value, totalsX + width * 0.25, y, { width: width * 0.25, align: 'right' });
    y += strong ? 20 : 16;
  }

  // How it was paid.
  y += 16;
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  doc.text(paymentLine(invoice), left, y, { width });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(`Amounts in US dollars. Thank you for using ${PRODUCT_NAME}.`, left, doc.page.height - doc.page.margins.bottom - 20, { width, align: 'center', lineBreak: false });
}

function paymentLine(invoice: Invoice): string {
  const card = invoice.card ? `${BRAND_NAMES[invoice.card.brand]} •••• ${invoice.card.last4}` : null;
  if (invoice.status === 'paid') return card ? `Paid by ${card} on ${formatDay(invoice.paidAt ?? invoice.issuedAt)}.` : `Paid on ${formatDay(invoice.paidAt ?? invoice.issuedAt)}.`;
  if (invoice.status === 'open') return `Payment due: ${formatMoneyWithCents(invoice.total)}${card ? ` (the last attempt used ${card})` : ''}.`;
  return 'This invoice was voided; nothing is due.';
}

function rule(doc: PDFKit.PDFDocument, from: number, to: number, y: number): void {
  doc.save().moveTo(from, y).lineTo(to, y).lineWidth(0.75).strokeColor(RULE).stroke().restore();
}
