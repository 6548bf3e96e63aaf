import { businessUnitSchema, organisationRefSchema, type BusinessUnit } from '@harvest/domain';
import { z } from 'zod';
import { apiData } from '../../../lib/api/api-data';
import { apiQuery } from '../../../lib/api/api-query';
import { TRADING_QUERY_KEY } from './trading-query-keys';

const businessSchema = z.object({ organisation: organisationRefSchema, businessUnits: businessUnitSchema.array() });

/** A site of the buyer's business with a map position: the market measures distances from one. */
export type PlacedSite = BusinessUnit & { location: NonNullable<BusinessUnit['location']> };

/** GET /api/customers/business/{organisationId}: the buyer's own sites that are on the map. */
async function getBuyerSites(organisationId: string, signal?: AbortSignal): Promise<PlacedSite[]> {
  const business = await apiData('GET', `/customers/business/${encodeURIComponent(organisationId)}`, {
    schema: businessSchema,
    signal,
  });
  return business.businessUnits.filter((unit): unit is PlacedSite => Boolean(unit.location));
}

const buyerSitesQuery = apiQuery(
  (organisationId: string) => [...TRADING_QUERY_KEY, 'buyer-sites', organisationId],
  getBuyerSites,
);

/** Asked once the session knows the organisation. */
export const useBuyerSites = (organisationId: string | null) =>
  buyerSitesQuery.useQuery(organisationId ?? '', { enabled: Boolean(organisationId) });
