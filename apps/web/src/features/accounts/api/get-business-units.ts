import { businessUnitSchema, organisationRefSchema, type BusinessUnit } from '@harvest/domain';
import { z } from 'zod';
import { apiData } from '../../../lib/api/api-data';
import { apiQuery } from '../../../lib/api/api-query';
import { businessUnitsQueryKey } from './accounts-query-keys';

const businessSchema = z.object({ organisation: organisationRefSchema, businessUnits: businessUnitSchema.array() });

/**
 * GET /api/customers/business/{organisationId} (account.business-units read): the units the
 * caller may see; units outside their scope are left out.
 */
export const businessUnitsQuery = apiQuery(
  businessUnitsQueryKey,
  async (organisationId: string, signal): Promise<BusinessUnit[]> => {
    const path = `/customers/business/${encodeURIComponent(organisationId)}`;
    return (await apiData('GET', path, { schema: businessSchema, signal })).businessUnits;
  },
);

export const useBusinessUnits = (organisationId: string, enabled = true) =>
  businessUnitsQuery.useQuery(organisationId, { enabled });
