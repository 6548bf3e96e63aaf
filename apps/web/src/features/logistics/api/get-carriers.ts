import { organisationRefSchema } from '@harvest/domain';
import { apiQuery } from '../../../lib/api/api-query';
import { apiData } from '../../../lib/api/api-data';
import { carriersQueryKey } from './quote-query-keys';

/** How many carriers the picker lists at once: search narrows it. */
const CARRIERS_SHOWN = 50;

/** GET /api/customers/organisations/carrier: carrier businesses whose name contains the search (trading §7). */
export const carriersQuery = apiQuery(carriersQueryKey, (query: string, signal) =>
  apiData('GET', '/customers/organisations/carrier', {
    query: { offset: 0, limit: CARRIERS_SHOWN, ...(query ? { query } : {}) },
    schema: organisationRefSchema.array(),
    signal,
  }),
);
