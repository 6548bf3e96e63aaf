import {
  readUnitPreferences,
  resolveUnitSystems,
  type Profile,
  type UnitKind,
  type UnitSystem,
  type UserPreferences,
  type UserPreferencesPatch,
} from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/errors';
import type { ProfilesService } from '../profiles/service';
import { findUserById, updateUser } from '../queries';

/** One's own settings (platform §7, §9): terms, marketing, signup, notification and unit preferences, and roles. */
export class SettingsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly profiles: Pick<ProfilesService, 'actingProfile'>,
  ) {}

  /** GET /customers/security/roles. */
  roles(principal: Principal): { id: string; roles: string[] } {
    return { id: principal.userId, roles: principal.roles };
  }

  async preferences(principal: Principal): Promise<UserPreferences> {
    const user = await findUserById(this.db, principal.userId);
    if (!user) throw notFound();
    return {
      termsAccepted: user.termsAcceptedAt !== null,
      marketing: user.marketingPreferences,
      signup: user.signupPreferences ?? null,
      notifications: user.notificationPreferences,
      units: readUnitPreferences(user.unitPreferences),
    };
  }

  /** Only the parts sent change; the channel and unit maps merge key by key, signup is replaced. */
  async updatePreferences(principal: Principal, patch: UserPreferencesPatch): Promise<UserPreferences> {
    await this.db.transaction(async (tx) => {
      const user = await findUserById(tx, principal.userId);
      if (!user) throw notFound();
      await updateUser(tx, user.id, {
        ...(patch.marketing ? { marketingPreferences: { ...user.marketingPreferences, ...patch.marketing } } : {}),
        ...(patch.notifications
          ? { notificationPreferences: { ...user.notificationPreferences, ...patch.notifications } }
          : {}),
        ...(patch.signup ? { signupPreferences: patch.signup } : {}),
        ...(patch.units ? { unitPreferences: { ...readUnitPreferences(user.unitPreferences), ...patch.units } } : {}),
      });
    });
    return this.preferences(principal);
  }

  async acceptTerms(principal: Principal): Promise<Profile> {
    await updateUser(this.db, principal.userId, { termsAcceptedAt: this.clock.now() });
    return this.profiles.actingProfile(principal);
  }

  /** The units a person shows quantities in (platform §4): their choices over the defaults, kind by kind. */
  async unitSystemsOf(userId: string): Promise<Record<UnitKind, UnitSystem>> {
    const user = await findUserById(this.db, userId);
    return resolveUnitSystems(readUnitPreferences(user?.unitPreferences));
  }
}
