import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import type { Principal } from '../../platform/auth/principal';
import {
  findActiveProfile,
  findOrganisationByName,
  findProfileIdsOfUser,
  findUserByEmail,
  findUserById,
  insertBusinessUnit,
  insertOrganisation,
  insertProfile,
  insertUser,
} from './queries';

export interface NewOrganisation {
  name: string;
  countryIso?: string;
  vetted?: boolean;
  modules?: string[];
}

export interface NewMember {
  email: string;
  givenName: string;
  familyName: string;
  roles?: string[];
  groups?: string[];
  userTypes?: string[];
  phone?: { callingCode: string; number: string };
}

export class AccountsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  findOrganisationByName(name: string) {
    return findOrganisationByName(this.db, name);
  }

  findUserByEmail(email: string) {
    return findUserByEmail(this.db, email);
  }

  /** The profile a user acts as when they have not chosen one. */
  async firstProfileId(userId: string): Promise<string | null> {
    const [first] = await findProfileIdsOfUser(this.db, userId);
    return first ?? null;
  }

  async createOrganisation(exec: Executor, input: NewOrganisation) {
    const now = this.clock.now();
    return insertOrganisation(exec, {
      name: input.name,
      countryIso: input.countryIso ?? 'GB',
      vetted: input.vetted ?? false,
      modules: input.modules ?? [],
      createdAt: now,
      updatedAt: now,
    });
  }

  async addBusinessUnit(exec: Executor, organisationId: string, name: string, type: 'farm' | 'store' | 'region') {
    return insertBusinessUnit(exec, { organisationId, name, type, createdAt: this.clock.now() });
  }

  /** Creates the user and their profile in the organisation. */
  async addMember(exec: Executor, organisationId: string, member: NewMember) {
    const now = this.clock.now();
    const user = await insertUser(exec, {
      email: member.email.toLowerCase(),
      givenName: member.givenName,
      familyName: member.familyName,
      roles: member.roles ?? [],
      phoneCallingCode: member.phone?.callingCode ?? null,
      phoneNumber: member.phone?.number ?? null,
      createdAt: now,
    });
    const profile = await insertProfile(exec, {
      userId: user.id,
      organisationId,
      groups: member.groups ?? [],
      userTypes: member.userTypes ?? [],
      createdAt: now,
    });
    return { user, profile };
  }

  async identityOf(userId: string, profileId: string | null): Promise<Omit<Principal, 'sessionId'> | null> {
    const user = await findUserById(this.db, userId);
    if (!user || user.status !== 'active') return null;
    if (!profileId) {
      return { userId, profileId: null, organisationId: null, email: user.email, roles: user.roles };
    }
    const row = await findActiveProfile(this.db, profileId, userId);
    if (!row) return null;
    return {
      userId,
      profileId: row.profile.id,
      organisationId: row.organisation.id,
      email: user.email,
      roles: user.roles,
    };
  }
}
