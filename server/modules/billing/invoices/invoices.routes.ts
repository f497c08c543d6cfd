import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingRoutes } from '../../../../domain/billing/routes';
import { actorOf } from '../../../platform/auth/access';
import { contractRoutes } from '../../../platform/http/contractRoute';
import { invoicePdfFilename, renderInvoicePdf } from './invoicePdf';
import type { InvoicesService } from './invoices.service';

const billing = { ability: 'billing_manage' as const };

export function invoicesRoutes(invoices: InvoicesService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(billingRoutes, ['billing']);

    app.route({
      ...route('GET /api/invoice'),
      config: billing,
      handler: async (request) => ({ data: await invoices.list(actorOf(request).organizationId) }),
    });

    app.route({
      ...route('GET /api/invoice/:invoiceId'),
      config: billing,
      handler: async (request, reply) => {
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
    });
  };
}
