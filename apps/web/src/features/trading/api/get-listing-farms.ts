import { businessUnitSchema, organisationRefSchema, type BusinessUnit } from '@harvest/domain';
import { z } from 'zod';
import { apiData } from '../../../lib/api/api-data';
import { apiQuery } from '../../../lib/api/api-query';
import { listingFarmsQueryKey } from './trading-query-keys';

const businessSchema = z.object({ organisation: organisationRefSchema, businessUnits: businessUnitSchema.array() });

/**
 * GET /api/customers/business/{organisationId}: the farms the seller may list from, in full (address,
 * holding number, assurance), so the form can say which ones are not yet complete enough to post a listing.
 */
async function getListingFarms(organisationId: string, signal?: AbortSignal): Promise<BusinessUnit[]> {
  const business = await apiData('GET', `/customers/business/${encodeURIComponent(organisationId)}`, {
    schema: businessSchema,
    signal,
  });
  return business.businessUnits.filter((unit) => unit.type === 'farm');
}

const listingFarmsQuery = apiQuery(listingFarmsQueryKey, getListingFarms);

/** Asked once the session knows the organisation. */
export const useListingFarms = (organisationId: string | null) =>
  listingFarmsQuery.useQuery(organisationId ?? '', { enabled: Boolean(organisationId) });
