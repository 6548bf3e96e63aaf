import { invoiceViewSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { invoiceQueryKey } from './contracts-query-keys';

/** GET /api/trading/invoices/{id}: one invoice, to its issuer and recipient (anyone else: 404). */
export const invoiceQuery = apiGetQuery({
  key: invoiceQueryKey,
  path: (id: string) => `/trading/invoices/${encodeURIComponent(id)}`,
  schema: invoiceViewSchema,
});

export const useInvoice = (id: string) => invoiceQuery.useQuery(id);
