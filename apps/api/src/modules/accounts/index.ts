import type { ApiModule, PlatformPorts } from '../../platform/module';
import { businessUnitsRoutes } from './business-units/routes';
import { BusinessUnitsService } from './business-units/service';
import { AccountsDirectory } from './directory/service';
import { featureFlagsRoutes } from './feature-flags/routes';
import { FeatureFlagsService } from './feature-flags/service';
import { groupsRoutes } from './groups/routes';
import { GroupsService } from './groups/service';
import { invitesRoutes } from './invites/routes';
import { InvitesService } from './invites/service';
import { moduleUnlocksRoutes } from './module-unlocks/routes';
import { ModuleUnlocksService } from './module-unlocks/service';
import { organisationsRoutes } from './organisations/routes';
import { OrganisationsService } from './organisations/service';
import type { AccountsLinks, AccountsPasswords, AccountsSessions, MemberNotifier } from './ports';
import { profilesRoutes } from './profiles/routes';
import { ProfilesService } from './profiles/service';
import { settingsRoutes } from './settings/routes';
import { SettingsService } from './settings/service';
import { signupRoutes } from './signup/routes';
import { SignupService } from './signup/service';
import { usersRoutes } from './users/routes';
import { UsersService } from './users/service';

export {
  AccountsDirectory,
  type BusinessUnitLinks,
  type InvoiceParty,
  type Person,
  type UnitScope,
} from './directory/service';
export type { Identity } from './directory/identity-views';
export type { UserRow } from './queries';
export type { NewBusinessUnitDetails } from './business-units/service';
export type { NewOrganisation } from './organisations/service';
export type { NewMember } from './users/service';
export { FeatureFlagsService } from './feature-flags/service';
export { ProfilesService } from './profiles/service';
export { SettingsService } from './settings/service';

/**
 * People, businesses, memberships and the units people reach, as the other modules read them (auth signs people in,
 * notifications finds an organisation's members, inventory and trading keep things at units): reads only, so it needs
 * nothing of theirs and is built before them.
 */
export function createAccountsDirectory(platform: PlatformPorts): AccountsDirectory {
  return new AccountsDirectory(platform.db);
}

/** What the rest of accounts needs of the modules before it (ports accounts declares: ports.ts). */
export interface AccountsPorts {
  directory: AccountsDirectory;
  sessions: AccountsSessions;
  passwords: AccountsPasswords;
  links: AccountsLinks;
  notifier: MemberNotifier;
}

export type AccountsModule = ApiModule<{
  accounts: AccountsDirectory;
  organisations: OrganisationsService;
  businessUnits: BusinessUnitsService;
  moduleUnlocks: ModuleUnlocksService;
  profiles: ProfilesService;
  groups: GroupsService;
  users: UsersService;
  settings: SettingsService;
  invites: InvitesService;
  signup: SignupService;
  featureFlags: FeatureFlagsService;
}>;

/**
 * Organisations, business units, upgrade modules, profiles, groups, the team and its invites, one's own settings,
 * signup and feature flags: a sub-domain each, built here from the directory and the ports of auth and notifications.
 */
export function createAccountsModule(platform: PlatformPorts, ports: AccountsPorts): AccountsModule {
  const { db, clock, outbox } = platform;
  const { directory, sessions, passwords, links, notifier } = ports;
  const options = { publicUrl: platform.config.publicUrl };
  const moduleUnlocks = new ModuleUnlocksService(db, clock, outbox, notifier, options);
  const organisations = new OrganisationsService(db, clock, moduleUnlocks, notifier);
  const businessUnits = new BusinessUnitsService(db, clock, directory);
  const profiles = new ProfilesService(db, clock);
  const groups = new GroupsService(db, clock);
  const users = new UsersService(
    db,
    clock,
    sessions,
    passwords,
    links,
    outbox,
    profiles,
    groups,
    businessUnits,
    options,
  );
  const settings = new SettingsService(db, clock, profiles);
  const invites = new InvitesService(db, clock, passwords, sessions, outbox, notifier, groups, businessUnits, options);
  const signup = new SignupService(db, clock, passwords, links, outbox, options);
  const featureFlags = new FeatureFlagsService(db, clock, platform.live);
  return {
    services: {
      accounts: directory,
      organisations,
      businessUnits,
      moduleUnlocks,
      profiles,
      groups,
      users,
      settings,
      invites,
      signup,
      featureFlags,
    },
    routes: async (api) => {
      await api.register(organisationsRoutes, { service: organisations, directory });
      await api.register(businessUnitsRoutes, { service: businessUnits });
      await api.register(moduleUnlocksRoutes, { service: moduleUnlocks });
      await api.register(profilesRoutes, { service: profiles });
      await api.register(groupsRoutes, { service: groups });
      await api.register(usersRoutes, { service: users });
      await api.register(settingsRoutes, { service: settings });
      await api.register(invitesRoutes, { service: invites });
      await api.register(signupRoutes, { service: signup });
      await api.register(featureFlagsRoutes, { service: featureFlags });
    },
  };
}
