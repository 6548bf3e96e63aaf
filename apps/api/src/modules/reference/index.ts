import type { ApiModule, PlatformPorts } from '../../platform/module';
import { referenceRoutes } from './routes';
import { ReferenceService, type OrganisationLookup } from './service';

export { ReferenceService } from './service';

/** What reference needs of the modules before it. */
export interface ReferencePorts {
  organisations: OrganisationLookup;
}

export type ReferenceModule = ApiModule<{ reference: ReferenceService }>;

/** Commodities, specifications, countries, regions and each country's core config. */
export function createReferenceModule(_platform: PlatformPorts, ports: ReferencePorts): ReferenceModule {
  const reference = new ReferenceService(ports.organisations);
  return {
    services: { reference },
    routes: async (api) => {
      await api.register(referenceRoutes, { service: reference });
    },
  };
}
