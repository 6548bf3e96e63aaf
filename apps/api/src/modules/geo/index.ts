import type { ApiModule, PlatformPorts } from '../../platform/module';
import { createGeoProviders } from './providers/create-providers';
import { geoRoutes } from './routes';
import { GeoService, type CountryDirectory, type OrganisationLookup } from './service';

export type { GeoService } from './service';

/** What geo needs of the modules before it. */
export interface GeoPorts {
  countries: CountryDirectory;
  organisations: OrganisationLookup;
}

export type GeoModule = ApiModule<{ geo: GeoService }>;

/** Places: address search, coordinates and what3words, on open data without a provider key. */
export function createGeoModule(platform: PlatformPorts, ports: GeoPorts): GeoModule {
  const geo = new GeoService(
    ports.countries,
    ports.organisations,
    createGeoProviders(platform.config.geoKeys),
    platform.log.child({ module: 'geo' }),
  );
  return {
    services: { geo },
    routes: async (api) => {
      await api.register(geoRoutes, { service: geo });
    },
  };
}
