import type { ApiModule, PlatformPorts } from '../../platform/module';
import { registerAuthJobs } from './jobs';
import { authRoutes, impersonationRoutes } from './routes';
import { AuthService, type AuthDirectory } from './service';

export { AuthService } from './service';

/** What auth needs of the modules before it. */
export interface AuthPorts {
  directory: AuthDirectory;
}

export type AuthModule = ApiModule<{ auth: AuthService }>;

/** Signing in: passwords, magic links, sessions and their tokens, impersonation. */
export function createAuthModule(platform: PlatformPorts, ports: AuthPorts): AuthModule {
  const auth = new AuthService(platform.db, platform.clock, platform.tokens, ports.directory, platform.outbox, {
    publicUrl: platform.config.publicUrl,
  });
  registerAuthJobs(platform.jobs, auth);
  return {
    services: { auth },
    routes: async (api) => {
      await api.register(authRoutes, { service: auth });
      await api.register(impersonationRoutes, { service: auth });
    },
  };
}
