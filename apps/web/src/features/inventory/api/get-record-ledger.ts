import { ledgerLineSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { recordLedgerQueryKey } from './inventory-query-keys';

/** GET /api/inventory/records/{id}/ledger: every change of a lot's quantity, oldest first. */
export const recordLedgerQuery = apiGetQuery({
  key: recordLedgerQueryKey,
  path: (id: string) => `/inventory/records/${encodeURIComponent(id)}/ledger`,
  schema: ledgerLineSchema.array(),
});

export const useRecordLedger = (id: string) => recordLedgerQuery.useQuery(id);
