import {
  countryIsoParamSchema,
  countrySchema,
  detectedCountrySchema,
  envelopeSchema,
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
import { authenticate, requireAuth } from '../../platform/auth/guard';
import { ok } from '../../platform/http/envelope';
import { routeDocs } from '../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../platform/http/route-types';
import { rateLimitByAddress, rateLimitByUser } from '../../platform/rate-limit/rate-limiter';
import type { GeoService } from './service';

const doc = routeDocs('geo');
const publicBudget = rateLimitByAddress({
  bucket: 'geo-public',
  limit: GEO_PUBLIC_CALLS_PER_ADDRESS,
  windowMs: GEO_RATE_WINDOW_MS,
});
/** Signed in, then counted per user: the look-ups may reach a paid provider. */
const lookup = [
  requireAuth,
  rateLimitByUser({ bucket: 'geo-lookups', limit: GEO_LOOKUPS_PER_USER, windowMs: GEO_RATE_WINDOW_MS }),
];
const suggestions = envelopeSchema(z.array(placeSuggestionSchema));

/** Places (spec platform §7 "System and geo"): countries and regions are public, look-ups need a user. */
export const geoRoutes: RoutesPlugin<{ service: GeoService }> = async (app, { service }) => {
  app.get(
    '/geo/v1/country',
    {
      schema: doc.open(
        'The country to start in: the acting organisation’s when signed in, else Accept-Language’s region when supported, else GB',
        { 200: envelopeSchema(detectedCountrySchema), ...errorReplies(403, 440) },
      ),
    },
    async (request) => ok(await service.country(await authenticate(request), request.headers['accept-language'])),
  );

  app.get(
    '/geo/countries',
    {
      // Each call spends the caller's budget: no HEAD twin to spend it twice.
      exposeHeadRoute: false,
      onRequest: publicBudget,
      schema: doc.open('Every country: the supported ones (GB, IE, US, ZA) first, then the world by name', {
        200: envelopeSchema(z.array(countrySchema)),
        ...errorReplies(429),
      }),
    },
    async () => ok(service.countries()),
  );

  app.get(
    '/geo/regions',
    {
      exposeHeadRoute: false,
      onRequest: publicBudget,
      schema: doc.open(
        'The regions of a country (nations, states, provinces, counties); an unknown country is 404',
        { 200: envelopeSchema(z.array(regionSchema)), ...errorReplies(400, 404, 429) },
        { querystring: z.strictObject({ countryISO: countryIsoParamSchema }) },
      ),
    },
    async (request) => ok(service.regions(request.query.countryISO)),
  );

  app.get(
    '/geo/search',
    {
      exposeHeadRoute: false,
      onRequest: lookup,
      schema: doc.signedIn(
        'Places (and a UK postcode’s area) whose name starts with the query, or one place by id',
        {
          200: z.union([suggestions, envelopeSchema(placeSuggestionSchema)]),
          ...errorReplies(400, 401, 403, 404, 429, 440, 503),
        },
        { querystring: geoSearchQuerySchema },
      ),
    },
    async (request) => {
      const { query } = request;
      return 'id' in query
        ? ok(await service.place(query.id))
        : ok(await service.searchPlaces(query.query, query.countryISO));
    },
  );

  app.get(
    '/geo/address',
    {
      exposeHeadRoute: false,
      onRequest: lookup,
      schema: doc.signedIn(
        'Addresses for the address picker, or one address by the id and source of its suggestion',
        {
          200: z.union([suggestions, envelopeSchema(resolvedAddressSchema)]),
          ...errorReplies(400, 401, 403, 404, 429, 440, 503),
        },
        { querystring: geoAddressQuerySchema },
      ),
    },
    async (request) => {
      const { query } = request;
      return 'id' in query
        ? ok(await service.address(query.id, query.source))
        : ok(await service.searchAddresses(query.query, query.countryISO));
    },
  );

  app.get(
    '/geo/what3words',
    {
      exposeHeadRoute: false,
      onRequest: lookup,
      schema: doc.signedIn(
        'The square of a what3words address (three words); without a what3words key, the words alone',
        { 200: envelopeSchema(what3wordsResultSchema), ...errorReplies(400, 401, 403, 404, 429, 440) },
        { querystring: geoWhat3wordsQuerySchema },
      ),
    },
    async (request) => ok(await service.what3words(request.query.query)),
  );

  app.get(
    '/geo/coordinates',
    {
      exposeHeadRoute: false,
      onRequest: lookup,
      schema: doc.signedIn(
        'The nearest place to a point (latitude +/-90, longitude +/-180, up to 12 decimals)',
        { 200: envelopeSchema(reverseGeocodeSchema), ...errorReplies(400, 401, 403, 429, 440, 503) },
        { querystring: geoCoordinatesQuerySchema },
      ),
    },
    async (request) => ok(await service.reverse(request.query)),
  );
};
