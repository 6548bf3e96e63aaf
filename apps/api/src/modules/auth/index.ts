import type { ApiModule, PlatformPorts } from '../../platform/module';
import { SignInAttempts } from './attempts/service';
import { impersonationRoutes } from './impersonation/routes';
import { ImpersonationService } from './impersonation/service';
import { registerAuthJobs } from './jobs';
import { linksRoutes } from './links/routes';
import { SignInLinksService } from './links/service';
import { passwordsRoutes } from './passwords/routes';
import { PasswordsService } from './passwords/service';
import type { AuthDirectory } from './ports';
import { sessionsRoutes } from './sessions/routes';
import { AuthService } from './sessions/service';

export { AuthService } from './sessions/service';

/** What auth needs of the modules before it. */
export interface AuthPorts {
  directory: AuthDirectory;
}

export type AuthModule = ApiModule<{
  auth: AuthService;
  passwords: PasswordsService;
  signInLinks: SignInLinksService;
  impersonations: ImpersonationService;
}>;

/** Signing in: sessions and their tokens, passwords, one-time links, impersonation. */
export function createAuthModule(platform: PlatformPorts, ports: AuthPorts): AuthModule {
  const { db, clock, tokens, outbox } = platform;
  const options = { publicUrl: platform.config.publicUrl };
  const impersonations = new ImpersonationService(db, clock, tokens, ports.directory);
  const auth = new AuthService(db, clock, tokens, ports.directory, impersonations);
  const attempts = new SignInAttempts(db, clock);
  const passwords = new PasswordsService(db, clock, tokens, ports.directory, auth, attempts, outbox, options);
  const signInLinks = new SignInLinksService(db, clock, ports.directory, auth, outbox, options);
  registerAuthJobs(platform.jobs, auth);
  return {
    services: { auth, passwords, signInLinks, impersonations },
    routes: async (api) => {
      await api.register(passwordsRoutes, { service: passwords });
      await api.register(sessionsRoutes, { service: auth });
      await api.register(linksRoutes, { service: signInLinks });
      await api.register(impersonationRoutes, { service: impersonations });
    },
  };
}
