import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceSchema } from '../../../../domain/billing/api';
import { actorOf } from '../../../platform/auth/access';
import { invoicePdfFilename, renderInvoicePdf } from './invoicePdf';
import type { InvoicesService } from './invoices.service';

const tags = ['billing'];
const billing = { ability: 'billing_manage' as const };

const invoiceParams = z.object({ invoiceId: z.uuid({ error: 'invoiceId must be a valid id' }) });
const invoiceQuery = z.object({
  format: z.enum(['json', 'pdf'], { error: 'format must be json or pdf' }).default('json'),
  /** inline opens the PDF in a browser tab for printing; attachment downloads it. */
  disposition: z.enum(['attachment', 'inline'], { error: 'disposition must be attachment or inline' }).default('attachment'),
});

export function invoicesRoutes(invoices: InvoicesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/invoice',
      { config: billing, schema: { tags, summary: "The organisation's invoices, newest first", response: { 200: z.object({ data: z.array(invoiceSchema) }) } } },
      async (request) => ({ data: await invoices.list(actorOf(request).organizationId) }),
    );

    app.get(
      '/invoice/:invoiceId',
      {
        config: billing,
        schema: {
          tags,
          summary: 'One invoice; with ?format=pdf the printable PDF (application/pdf, ?disposition=inline to open it in a tab)',
          params: invoiceParams,
          querystring: invoiceQuery,
          response: { 200: z.object({ data: invoiceSchema }) },
        },
      },
      async (request, reply) => {
        const { organizationId } = actorOf(request);
        if (request.query.format === 'json') return { data: await invoices.get(organizationId, request.params.invoiceId) };
        const { invoice, organizationName } = await invoices.forPdf(organizationId, request.params.invoiceId);
        const pdf = await renderInvoicePdf(invoice, organizationName);
        // A buffer is sent as it is: the JSON response schema (and its type) is the JSON answer's only.
        const binary = reply as unknown as FastifyReply;
        return binary
          .header('content-type', 'application/pdf')
          .header('content-disposition', `${request.query.disposition}; filename="${invoicePdfFilename(invoice)}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
}
