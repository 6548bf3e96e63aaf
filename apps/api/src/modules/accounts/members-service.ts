import { BUILT_IN_GROUPS, includesFarmOrStore, messages, ungrantableAccessIssues } from '@harvest/domain';
import type { Principal } from '../../platform/auth/principal';
import type { Executor } from '../../platform/db/database';
import { badRequest, forbidden } from '../../platform/http/errors';
import { findBusinessUnitsOf, findGroups } from './queries';

/*
 * The rules a member is added and given permissions by, whether directly (UsersService) or
 * by an invite (InvitesService).
 */

/** The acting organisation of a caller the guard let through. */
export function actingOrganisationId(principal: Principal): string {
  if (!principal.organisationId) throw forbidden();
  return principal.organisationId;
}

/** Only the spec's permission keys, at levels they have (400). */
export function refuseUngrantableAccess(requested: Record<string, string>): void {
  const issues = ungrantableAccessIssues(requested);
  if (issues.length > 0) throw badRequest(issues);
}

/** The groups once each: built-in ones and the organisation's own (400 otherwise). */
export async function checkKnownGroups(exec: Executor, organisationId: string, requested: string[]): Promise<string[]> {
  const groups = [...new Set(requested)];
  const own = await findGroups(exec, organisationId, null);
  const known = new Set([...BUILT_IN_GROUPS.map((group) => group.id), ...own.map((group) => group.id)]);
  if (groups.some((group) => !known.has(group))) {
    throw badRequest([{ field: 'groups', message: messages.validation.invalid }]);
  }
  return groups;
}

/** The units once each: the organisation's own, not deleted (400 otherwise). */
export async function checkOwnUnits(exec: Executor, organisationId: string, requested: string[]): Promise<string[]> {
  const ids = [...new Set(requested)];
  const units = await findBusinessUnitsOf(exec, organisationId, ids);
  if (units.length !== ids.length) {
    throw badRequest([{ field: 'businessUnitIds', message: messages.validation.invalid }]);
  }
  // §5: a choice of units must include a farm or store; none chosen means all of them.
  if (ids.length > 0 && !includesFarmOrStore(units)) {
    throw badRequest([{ field: 'businessUnitIds', message: messages.validation.businessUnitRequired }]);
  }
  return ids;
}
