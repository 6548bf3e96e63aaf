import {
  countryIsoParamSchema,
  countrySchema,
  detectedCountrySchema,
  GEO_LOOKUPS_PER_USER,
  GEO_PUBLIC_CALLS_PER_ADDRESS,
  GEO_RATE_WINDOW_MS,
  geoAddressQuerySchema,
  geoCoordinatesQuerySchema,
  geoSearchQuerySchema,
  geoWhat3wordsQuerySchema,
  placeSuggestionSchema,
  regionSchema,
  resolvedAddressSchema,
  reverseGeocodeSchema,
  what3wordsResultSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { authenticate } from '../../platform/auth/guard';
import { routesOf } from '../../platform/http/route-kit';
import { rateLimitByAddress, signedInWithin } from '../../platform/rate-limit/rate-limiter';
import type { GeoService } from './service';

const publicBudget = rateLimitByAddress({
  bucket: 'geo-public',
  limit: GEO_PUBLIC_CALLS_PER_ADDRESS,
  windowMs: GEO_RATE_WINDOW_MS,
});
/** Signed in, then counted per user: the look-ups may reach a paid provider. */
const lookup = signedInWithin({ bucket: 'geo-lookups', limit: GEO_LOOKUPS_PER_USER, windowMs: GEO_RATE_WINDOW_MS });

/** Places (spec platform §7 "System and geo"): countries and regions are public, look-ups need a user. */
export const geoRoutes = routesOf<{ service: GeoService }>('geo', (routes, { service }) => {
  routes.get('/geo/v1/country', {
    open: true,
    summary:
      'The country to start in: the acting organisation’s when signed in, else Accept-Language’s region when supported, else GB',
    data: detectedCountrySchema,
    errors: [403, 440],
    handle: async ({ request }) => service.country(await authenticate(request), request.headers['accept-language']),
  });

  routes.get('/geo/countries', {
    open: true,
    // Each call spends the caller's budget: no HEAD twin to spend it twice.
    exposeHeadRoute: false,
    guard: publicBudget,
    summary: 'Every country: the supported ones (GB, IE, US, ZA) first, then the world by name',
    data: z.array(countrySchema),
    errors: [429],
    handle: () => service.countries(),
  });

  routes.get('/geo/regions', {
    open: true,
    exposeHeadRoute: false,
    guard: publicBudget,
    summary: 'The regions of a country (nations, states, provinces, counties); an unknown country is 404',
    data: z.array(regionSchema),
    errors: [400, 404, 429],
    querystring: z.strictObject({ countryISO: countryIsoParamSchema }),
    handle: ({ query }) => service.regions(query.countryISO),
  });

  routes.get('/geo/search', {
    exposeHeadRoute: false,
    guard: lookup,
    summary: 'Places (and a UK postcode’s area) whose name starts with the query, or one place by id',
    data: z.array(placeSuggestionSchema),
    or: placeSuggestionSchema,
    errors: [400, 401, 403, 404, 429, 440, 503],
    querystring: geoSearchQuerySchema,
    handle: ({ query }) =>
      'id' in query ? service.place(query.id) : service.searchPlaces(query.query, query.countryISO),
  });

  routes.get('/geo/address', {
    exposeHeadRoute: false,
    guard: lookup,
    summary: 'Addresses for the address picker, or one address by the id and source of its suggestion',
    data: z.array(placeSuggestionSchema),
    or: resolvedAddressSchema,
    errors: [400, 401, 403, 404, 429, 440, 503],
    querystring: geoAddressQuerySchema,
    handle: ({ query }) =>
      'id' in query ? service.address(query.id, query.source) : service.searchAddresses(query.query, query.countryISO),
  });

  routes.get('/geo/what3words', {
    exposeHeadRoute: false,
    guard: lookup,
    summary: 'The square of a what3words address (three words); without a what3words key, the words alone',
    data: what3wordsResultSchema,
    errors: [400, 401, 403, 404, 429, 440],
    querystring: geoWhat3wordsQuerySchema,
    handle: ({ query }) => service.what3words(query.query),
  });

  routes.get('/geo/coordinates', {
    exposeHeadRoute: false,
    guard: lookup,
    summary: 'The nearest place to a point (latitude +/-90, longitude +/-180, up to 12 decimals)',
    data: reverseGeocodeSchema,
    errors: [400, 401, 403, 429, 440, 503],
    querystring: geoCoordinatesQuerySchema,
    handle: ({ query }) => service.reverse(query),
  });
});
