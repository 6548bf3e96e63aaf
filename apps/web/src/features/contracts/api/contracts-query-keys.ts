/** Every contracts query sits under this key, so one change refreshes the list and the contract together. */
export const CONTRACTS_QUERY_KEY = ['contracts'] as const;

/** One search of the contracts list: its query string (the tab's type, the filters, sort and page). */
export const contractsSearchQueryKey = (query: string) => [...CONTRACTS_QUERY_KEY, 'search', query] as const;
export const contractQueryKey = (id: string) => [...CONTRACTS_QUERY_KEY, 'contract', id] as const;
export const deliveriesQueryKey = (contractId: string) => [...CONTRACTS_QUERY_KEY, 'deliveries', contractId] as const;
/** A delivery's haulage job: under the contracts key, so a booking refreshes it with the deliveries. */
export const deliveryHaulageQueryKey = (deliveryId: string) => [...CONTRACTS_QUERY_KEY, 'haulage', deliveryId] as const;
/** The seller's lots a delivery may take from: under the contracts key, so a dispatch refreshes what they hold. */
export const sellerLotsQueryKey = () => [...CONTRACTS_QUERY_KEY, 'lots'] as const;

export interface InvoicesFilter {
  offset: number;
  /** One contract's invoices; null for all the business's. */
  contractId: string | null;
}

/** Invoices sit under the contracts key too: they are issued on a contract's deliveries. */
export const invoicesQueryKey = (filter: InvoicesFilter) => [...CONTRACTS_QUERY_KEY, 'invoices', filter] as const;
export const invoiceQueryKey = (id: string) => [...CONTRACTS_QUERY_KEY, 'invoice', id] as const;
