import { businessUnitSchema, type BusinessUnit, type BusinessUnitPatch } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { businessUnitSummaryQueryKey, businessUnitsQueryKey } from './accounts-query-keys';

/** PATCH /api/customers/business-units/{id} (account.business-units write); the type is fixed. */
export function updateBusinessUnit(id: string, patch: BusinessUnitPatch): Promise<BusinessUnit> {
  return apiData('PATCH', `/customers/business-units/${encodeURIComponent(id)}`, {
    body: patch,
    schema: businessUnitSchema,
  });
}

export function useUpdateBusinessUnit(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: BusinessUnitPatch }) => updateBusinessUnit(id, patch),
    onSuccess: (unit) => {
      queryClient.setQueryData<BusinessUnit[]>(businessUnitsQueryKey(organisationId), (units) =>
        units?.map((item) => (item.id === unit.id ? unit : item)),
      );
      return queryClient.invalidateQueries({ queryKey: businessUnitSummaryQueryKey(unit.id) });
    },
  });
}
