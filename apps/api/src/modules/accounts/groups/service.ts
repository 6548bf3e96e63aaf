import { BUILT_IN_GROUPS, messages, type Group } from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor } from '../../../platform/db/database';
import { badRequest, conflict, forbidden } from '../../../platform/http/errors';
import { findGroups, insertGroup } from './queries';

/** Groups (teams): the built-in ones every organisation has, and an organisation's own beside them. */
export class GroupsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Built-in groups, then the acting organisation's own, whose name contains the filter. */
  async list(principal: Principal, filter: string | undefined): Promise<Group[]> {
    const text = filter?.toLowerCase() || null;
    const builtIn = BUILT_IN_GROUPS.filter((group) => !text || group.name.toLowerCase().includes(text));
    if (!principal.organisationId) return [...builtIn];
    const own = await findGroups(this.db, principal.organisationId, text);
    return [...builtIn, ...own.map((group) => ({ id: group.id, name: group.name }))];
  }

  async create(principal: Principal, name: string): Promise<Group> {
    if (!principal.organisationId) throw forbidden();
    if (BUILT_IN_GROUPS.some((group) => group.name.toLowerCase() === name.toLowerCase())) throw conflict();
    const row = await insertGroup(this.db, {
      organisationId: principal.organisationId,
      name,
      createdAt: this.clock.now(),
    });
    if (!row) throw conflict();
    return { id: row.id, name: row.name };
  }

  /** The groups once each: built-in ones and the organisation's own (400 otherwise). */
  async checkKnown(exec: Executor, organisationId: string, requested: string[]): Promise<string[]> {
    const groups = [...new Set(requested)];
    const own = await findGroups(exec, organisationId, null);
    const known = new Set([...BUILT_IN_GROUPS.map((group) => group.id), ...own.map((group) => group.id)]);
    if (groups.some((group) => !known.has(group))) {
      throw badRequest([{ field: 'groups', message: messages.validation.invalid }]);
    }
    return groups;
  }
}
