import type { Config } from '../../../platform/config';
import type { GeoProviders } from '../service';
import { IdealPostcodesProvider } from './ideal-postcodes';
import { OpenCageGeocoder } from './opencage';
import { What3wordsClient } from './what3words-client';

/** Base URLs of the providers, for tests that point them at a local stand-in server. */
export interface ProviderUrls {
  idealPostcodes?: string;
  what3words?: string;
  openCage?: string;
}

/** The real providers whose keys are configured; each missing one is answered by the offline default. */
export function createGeoProviders(keys: Config['geoKeys'], urls: ProviderUrls = {}, timeoutMs?: number): GeoProviders {
  const options = (apiKey: string, baseUrl: string | undefined) => ({
    apiKey,
    ...(baseUrl ? { baseUrl } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  return {
    ...(keys.idealPostcodes
      ? { address: new IdealPostcodesProvider(options(keys.idealPostcodes, urls.idealPostcodes)) }
      : {}),
    ...(keys.what3words ? { what3words: new What3wordsClient(options(keys.what3words, urls.what3words)) } : {}),
    ...(keys.openCage ? { reverse: new OpenCageGeocoder(options(keys.openCage, urls.openCage)) } : {}),
  };
}
