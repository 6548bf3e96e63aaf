import type { ApiModule, PlatformPorts } from '../../platform/module';
import type { AuthService } from '../auth';
import type { NotificationsService } from '../notifications';
import { featureFlagsRoutes } from './feature-flags-routes';
import { FeatureFlagsService } from './feature-flags-service';
import { InvitesService } from './invites-service';
import { organisationsRoutes } from './organisations-routes';
import { OrganisationsService } from './organisations-service';
import { accountsRoutes, inviteRoutes, signupRoutes } from './routes';
import { AccountsService } from './service';
import { SignupService } from './signup-service';
import { usersRoutes } from './users-routes';
import { UsersService } from './users-service';

export { AccountsService, type UserRow } from './service';
export { FeatureFlagsService } from './feature-flags-service';
export { OrganisationsService, type BusinessUnitLinks, type Person, type UnitScope } from './organisations-service';

/**
 * People, businesses and memberships as the modules built before the rest of accounts read them (auth signs people
 * in, notifications finds an organisation's members): reads only, so it needs nothing of theirs.
 */
export function createAccountsDirectory(platform: PlatformPorts): AccountsService {
  return new AccountsService(platform.db, platform.clock);
}

/** What the rest of accounts needs of the modules before it. */
export interface AccountsPorts {
  directory: AccountsService;
  auth: AuthService;
  notifications: NotificationsService;
}

export type AccountsModule = ApiModule<{
  accounts: AccountsService;
  signup: SignupService;
  invites: InvitesService;
  users: UsersService;
  organisations: OrganisationsService;
  featureFlags: FeatureFlagsService;
}>;

/** Organisations, business units, team members and their permissions, invites, profiles and settings. */
export function createAccountsModule(platform: PlatformPorts, ports: AccountsPorts): AccountsModule {
  const { db, clock, outbox } = platform;
  const options = { publicUrl: platform.config.publicUrl };
  const accounts = ports.directory;
  const signup = new SignupService(db, clock, ports.auth, outbox, options);
  const invites = new InvitesService(db, clock, ports.auth, outbox, ports.notifications, options);
  const users = new UsersService(db, clock, accounts, ports.auth, outbox, options);
  const organisations = new OrganisationsService(db, clock, outbox, ports.notifications, options);
  const featureFlags = new FeatureFlagsService(db, clock, platform.live);
  return {
    services: { accounts, signup, invites, users, organisations, featureFlags },
    routes: async (api) => {
      await api.register(accountsRoutes, { service: accounts });
      await api.register(signupRoutes, { service: signup });
      await api.register(inviteRoutes, { service: invites });
      await api.register(usersRoutes, { service: users });
      await api.register(organisationsRoutes, { service: organisations });
      await api.register(featureFlagsRoutes, { service: featureFlags });
    },
  };
}
