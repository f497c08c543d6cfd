import { desc, eq } from 'drizzle-orm';
import { formatInvoiceNumber, type CardBrand, type Invoice } from '../../../../domain/billing/api';
import { centsToAmount } from '../../../../domain/billing/plans';
import type { Db } from '../../../platform/db/database';
import { invoices, organizations } from '../../../platform/db/schema';
import { inOrganization } from '../../../platform/db/tenant';
import { notFound } from '../../../platform/http/errors';

type InvoiceRow = typeof invoices.$inferSelect;

export const invoicePdfUrl = (invoiceId: string) => `/api/invoice/${invoiceId}?format=pdf`;

/** A card as invoices and the history show it, when both its parts were recorded. */
export const cardOf = (row: { cardBrand: CardBrand | null; cardLast4: string | null }) =>
  row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null;

export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    _id: row.id,
    number: formatInvoiceNumber(row.number),
    status: row.status,
    planName: row.planName,
    billingCycle: row.billingCycle,
    quantity: row.quantity,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    lines: row.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitAmount: centsToAmount(line.unitCents),
      amount: centsToAmount(line.amountCents),
    })),
    subtotal: centsToAmount(row.subtotalCents),
    discount: centsToAmount(row.discountCents),
    total: centsToAmount(row.totalCents),
    card: cardOf(row),
    issuedAt: row.issuedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    pdfUrl: invoicePdfUrl(row.id),
  };
}

export function createInvoicesService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** GET /api/invoice: the organisation's invoices, newest first (the number breaks ties). */
    async list(organizationId: string): Promise<Invoice[]> {
      const rows = await db.select().from(invoices).where(inOrganization(invoices, organizationId)).orderBy(desc(invoices.issuedAt), desc(invoices.number));
      return rows.map(presentInvoice);
    },

    /** One invoice of the organisation; another organisation's id is simply not found. */
    async get(organizationId: string, invoiceId: string): Promise<Invoice> {
      const [row] = await db.select().from(invoices).where(inOrganization(invoices, organizationId, eq(invoices.id, invoiceId)));
      if (!row) throw notFound('Invoice not found');
      return presentInvoice(row);
    },

    /** The invoice with the name it is billed to, for the PDF. */
    async forPdf(organizationId: string, invoiceId: string): Promise<{ invoice: Invoice; organizationName: string }> {
      const [row] = await db
        .select({ invoice: invoices, organizationName: organizations.name })
        .from(invoices)
        .innerJoin(organizations, eq(organizations.id, invoices.organizationId))
        .where(inOrganization(invoices, organizationId, eq(invoices.id, invoiceId)));
      if (!row) throw notFound('Invoice not found');
      return { invoice: presentInvoice(row.invoice), organizationName: row.organizationName };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
