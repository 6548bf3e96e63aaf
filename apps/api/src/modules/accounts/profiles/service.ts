import {
  fullName,
  PROFILE_KV_KEYS,
  type OrganisationCard,
  type Profile,
  type ProfileCard,
  type ProfileKv,
  type ProfileKvKey,
} from '@harvest/domain';
import { isSysAdmin, type Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/errors';
import {
  findAssignedUnitIds,
  findBusinessUnits,
  findFirstOwner,
  findOrganisationById,
  findProfileWithUser,
  findUserById,
} from '../queries';
import { contactNumberOf, profileView } from './profile-views';
import { deleteKv, findKv, upsertKv } from './queries';

const isKnownKey = (entry: { key: string; value: string }): entry is { key: ProfileKvKey; value: string } =>
  (PROFILE_KV_KEYS as readonly string[]).includes(entry.key);

/** When a key repeats, the last value wins. */
const lastOfEachKey = (input: ProfileKv) =>
  [...new Map(input.kv.map((entry) => [entry.key, entry.value])).entries()].map(([key, value]) => ({ key, value }));

/**
 * Profiles (platform §6, §7): the profile the caller acts as, the cards other people see of a profile or an
 * organisation, and a profile's own key-value metadata.
 */
export class ProfilesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * The profile the caller acts as, as the principal sees it (an impersonation's access and
   * roles win). An administrator acting as an organisation they have no profile in gets a
   * profile-shaped view whose id is the impersonation's id.
   */
  async actingProfile(principal: Principal): Promise<Profile> {
    if (!principal.organisationId) throw notFound();
    const [user, organisation, units] = await Promise.all([
      findUserById(this.db, principal.userId),
      findOrganisationById(this.db, principal.organisationId),
      findBusinessUnits(this.db, [principal.organisationId]),
    ]);
    if (!user || !organisation) throw notFound();
    let id = principal.impersonation?.id ?? null;
    let userTypes: string[] = [];
    let assignedUnitIds: string[] = [];
    if (principal.profileId) {
      const [own, assigned] = await Promise.all([
        findProfileWithUser(this.db, principal.profileId),
        findAssignedUnitIds(this.db, [principal.profileId]),
      ]);
      if (!own) throw notFound();
      id = own.profile.id;
      userTypes = own.profile.userTypes;
      assignedUnitIds = assigned.map((row) => row.businessUnitId);
    }
    if (!id) throw notFound();
    return profileView({
      id,
      user,
      organisation,
      units,
      assignedUnitIds,
      groups: principal.groups,
      access: principal.access,
      roles: principal.roles,
      userTypes,
    });
  }

  /**
   * The user types (seller, buyer...) of the profile the caller acts as; none when acting as an
   * organisation without a profile (an impersonation of the whole organisation).
   */
  async userTypesOf(principal: Principal): Promise<string[]> {
    if (!principal.profileId) return [];
    const row = await findProfileWithUser(this.db, principal.profileId);
    return row?.profile.userTypes ?? [];
  }

  async profileCard(principal: Principal, profileId: string): Promise<ProfileCard> {
    const row = await findProfileWithUser(this.db, profileId);
    if (!row || (!isSysAdmin(principal) && row.profile.organisationId !== principal.organisationId)) {
      throw notFound();
    }
    return {
      id: row.profile.id,
      name: fullName(row.user),
      email: row.user.email,
      contactNumber: contactNumberOf(row.user),
      avatar: null,
    };
  }

  /** The organisation's contact is its first owner. */
  async organisationCard(principal: Principal, organisationId: string): Promise<OrganisationCard> {
    if (!isSysAdmin(principal) && organisationId !== principal.organisationId) throw notFound();
    const organisation = await findOrganisationById(this.db, organisationId);
    if (!organisation) throw notFound();
    const owner = await findFirstOwner(this.db, organisation.id);
    return {
      id: organisation.id,
      name: organisation.name,
      countryISO: organisation.countryIso,
      vetted: organisation.vetted,
      email: owner?.email ?? null,
      contactNumber: owner ? contactNumberOf(owner) : null,
      avatar: null,
    };
  }

  /** Only the profile's own user (or a system administrator) may see its metadata; others hear 404. */
  private async ownKvProfile(principal: Principal, profileId: string): Promise<string> {
    const row = await findProfileWithUser(this.db, profileId);
    if (!row || (row.user.id !== principal.userId && !isSysAdmin(principal))) throw notFound();
    return row.profile.id;
  }

  async kv(principal: Principal, profileId: string): Promise<ProfileKv> {
    const id = await this.ownKvProfile(principal, profileId);
    return this.storedKv(id);
  }

  /** A key dropped from the known list since it was stored is not answered. */
  private async storedKv(profileId: string): Promise<ProfileKv> {
    return { kv: (await findKv(this.db, profileId)).filter(isKnownKey) };
  }

  /** Adds or overwrites the given keys. */
  async addKv(principal: Principal, profileId: string, input: ProfileKv): Promise<ProfileKv> {
    const id = await this.ownKvProfile(principal, profileId);
    await upsertKv(this.db, id, lastOfEachKey(input), this.clock.now());
    return this.storedKv(id);
  }

  async replaceKv(principal: Principal, profileId: string, input: ProfileKv): Promise<ProfileKv> {
    const id = await this.ownKvProfile(principal, profileId);
    await this.db.transaction(async (tx) => {
      await deleteKv(tx, id, null);
      await upsertKv(tx, id, lastOfEachKey(input), this.clock.now());
    });
    return this.storedKv(id);
  }

  /**
   * Sets known keys on a profile for another module's use case (logistics marks has-created-vehicles when a fleet's
   * first vehicle is added), inside that use case's transaction.
   */
  async markKv(exec: Executor, profileId: string, entries: ProfileKv['kv']): Promise<void> {
    await upsertKv(exec, profileId, entries, this.clock.now());
  }

  async deleteKv(principal: Principal, profileId: string, keys: ProfileKvKey[]): Promise<ProfileKv> {
    const id = await this.ownKvProfile(principal, profileId);
    await deleteKv(this.db, id, keys);
    return this.storedKv(id);
  }
}
