import { businessUnitSchema, type BusinessUnit, type BusinessUnitCreate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { businessUnitsQueryKey } from './accounts-query-keys';

/** POST /api/customers/business-units (account.business-units write). */
export function createBusinessUnit(unit: BusinessUnitCreate): Promise<BusinessUnit> {
  return apiData('POST', '/customers/business-units', {
    body: unit,
    schema: businessUnitSchema,
  });
}

export const useCreateBusinessUnit = (organisationId: string) =>
  useRefreshingMutation(businessUnitsQueryKey(organisationId), createBusinessUnit);
