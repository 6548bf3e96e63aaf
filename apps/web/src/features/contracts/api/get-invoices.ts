import { invoiceViewSchema } from '@harvest/domain';
import { apiPageQuery } from '../../../lib/api/api-query';
import { invoicesQueryKey, type InvoicesFilter } from './contracts-query-keys';

/** GET /api/trading/invoices (trading.contracts read): a page of the invoices the business issued or received. */
export const invoicesQuery = apiPageQuery({
  key: invoicesQueryKey,
  path: '/trading/invoices',
  query: ({ offset, contractId }: InvoicesFilter) => ({ offset, ...(contractId ? { contractId } : {}) }),
  schema: invoiceViewSchema.array(),
});

export const useInvoices = (filter: InvoicesFilter) => invoicesQuery.useQuery(filter);
