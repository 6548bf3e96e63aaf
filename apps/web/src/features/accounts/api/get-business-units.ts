import { businessUnitSchema, organisationRefSchema, type BusinessUnit } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-request';
import { businessUnitsQueryKey } from './accounts-query-keys';

const businessSchema = z.object({ organisation: organisationRefSchema, businessUnits: businessUnitSchema.array() });

/**
 * GET /api/customers/business/{organisationId} (account.business-units read): the units the
 * caller may see; units outside their scope are left out.
 */
export async function getBusinessUnits(organisationId: string, signal?: AbortSignal): Promise<BusinessUnit[]> {
  const { data } = await apiRequest('GET', `/customers/business/${encodeURIComponent(organisationId)}`, {
    schema: businessSchema,
    auth: 'required',
    signal,
  });
  return data.businessUnits;
}

export function businessUnitsQueryOptions(organisationId: string) {
  return queryOptions({
    queryKey: businessUnitsQueryKey(organisationId),
    queryFn: ({ signal }) => getBusinessUnits(organisationId, signal),
  });
}

export function useBusinessUnits(organisationId: string, enabled = true) {
  return useQuery({ ...businessUnitsQueryOptions(organisationId), enabled });
}
