import { impersonationSchema, type Impersonation } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { apiRequest } from '../../../lib/api/api-request';
import { reloadProfile } from '../../../lib/session/reload-profile';
import { sessionStore } from '../../../lib/storage/session-store';

export interface ImpersonationTarget {
  organisationId: string;
  /** A member to act as; without one the administrator acts as the organisation. */
  userId?: string;
}

/**
 * GET /api/customers/organisations/{id}/impersonate[?userId=]: keeps the impersonation,
 * then reloads the acting profile with it (spec §4). If the API refuses the profile the
 * impersonation is dropped again, so the administrator is never left half inside it.
 */
export async function startImpersonation(target: ImpersonationTarget): Promise<Impersonation> {
  const { data } = await apiRequest(
    'GET',
    `/customers/organisations/${encodeURIComponent(target.organisationId)}/impersonate`,
    {
      query: { userId: target.userId },
      schema: impersonationSchema,
      auth: 'required',
    },
  );
  sessionStore.startImpersonation(data);
  try {
    await reloadProfile();
  } catch (error) {
    // Only a refusal ends it: a call cut short by leaving the page (status 0) says nothing about the impersonation.
    if (isApiError(error) && error.status !== 0) sessionStore.endImpersonation();
    throw error;
  }
  return data;
}

export function useStartImpersonation() {
  return useMutation({ mutationFn: startImpersonation });
}
