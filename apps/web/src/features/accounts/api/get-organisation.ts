import { organisationDetailsSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { organisationQueryKey } from './accounts-query-keys';

/** GET /api/customers/organisations/{id} (account.business read): the business as its settings show it. */
export const organisationQuery = apiGetQuery({
  key: organisationQueryKey,
  path: (id: string) => `/customers/organisations/${encodeURIComponent(id)}`,
  schema: organisationDetailsSchema,
});

export const useOrganisation = (id: string) => organisationQuery.useQuery(id);
