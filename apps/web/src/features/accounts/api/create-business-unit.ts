import { businessUnitSchema, type BusinessUnit, type BusinessUnitCreate } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { businessUnitsQueryKey } from './accounts-query-keys';

/** POST /api/customers/business-units (account.business-units write). */
export async function createBusinessUnit(unit: BusinessUnitCreate): Promise<BusinessUnit> {
  const { data } = await apiRequest('POST', '/customers/business-units', {
    body: unit,
    schema: businessUnitSchema,
    auth: 'required',
  });
  return data;
}

export function useCreateBusinessUnit(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusinessUnit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessUnitsQueryKey(organisationId) }),
  });
}
