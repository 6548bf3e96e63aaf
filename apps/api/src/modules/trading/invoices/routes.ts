import { invoiceListQuerySchema, invoiceViewSchema } from '@harvest/domain';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/guard';
import { trading } from '../../../platform/auth/trading-guards';
import { contentDisposition } from '../../../platform/http/content-disposition';
import { bearer, idParams, routesOf } from '../../../platform/http/route-kit';
import type { InvoicesService } from './service';

/** Invoices (issue 21): the business's, issued or received, and each one's PDF. */
export const invoicesRoutes = routesOf<{ service: InvoicesService }>('trading', (routes, { service }, app) => {
  routes.list('/trading/invoices', {
    guard: trading.contractReads,
    summary: 'The invoices the business issued or received, newest first (one contract’s with contractId)',
    data: z.array(invoiceViewSchema),
    querystring: invoiceListQuerySchema,
    handle: ({ caller, query }) => service.list(caller, query),
  });

  routes.get('/trading/invoices/:id', {
    guard: trading.contractReads,
    summary: 'One invoice, to its issuer and recipient (anyone else: 404)',
    data: invoiceViewSchema,
    params: idParams,
    handle: ({ caller, params }) => service.get(caller, params.id),
  });

  app.get(
    '/trading/invoices/:id/pdf',
    {
      onRequest: trading.contractReads,
      schema: {
        tags: ['trading'],
        summary: 'An invoice as a PDF, to its issuer and recipient',
        security: bearer,
        params: idParams,
        // No reply schema: the answer is the PDF's bytes, and errors are the usual envelope (400, 401, 403, 404, 440).
      },
    },
    async (request, reply) => {
      const { name, pdf } = await service.pdf(principalOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-length', String(pdf.length))
        .header('content-disposition', contentDisposition(name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
});
