import { Writable } from 'node:stream';
import { messages } from '@harvest/domain';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { providerStandIn } from '../../../test/provider-stand-in';
import { ReferenceService } from '../reference/service';
import { createGeoProviders } from './providers/create-providers';
import { IdealPostcodesProvider } from './providers/ideal-postcodes';
import { OfflinePlaces } from './providers/offline-places';
import { OpenCageGeocoder } from './providers/opencage';
import { ProviderFailure } from './providers/place-providers';
import { What3wordsClient } from './providers/what3words-client';
import { GeoService, placeNamesFrom } from './service';

/**
 * Each real client against a stand-in for its provider on this machine, answering as the provider
 * documents; then the service falling back to the offline default when a provider fails.
 */
const stand = providerStandIn();

const KEY = 'test-key';

describe('Ideal Postcodes client', () => {
  const provider = () => new IdealPostcodesProvider({ apiKey: KEY, baseUrl: stand.baseUrl });

  it('lists autocomplete hits as address suggestions, sending the query and key', async () => {
    stand.answer = () => ({
      status: 200,
      body: {
        result: {
          hits: [
            {
              id: 'paf_8387729',
              udprn: 8387729,
              suggestion: 'Manor Farm, Sowerby Road, Thirsk, YO7 3AB',
              urls: { udprn: '/v1/udprn/8387729' },
            },
          ],
        },
        code: 2000,
        message: 'Success',
      },
    });
    expect(await provider().search('YO7 3AB')).toEqual([
      {
        id: '8387729',
        kind: 'address',
        label: 'Manor Farm, Sowerby Road, Thirsk, YO7 3AB',
        source: 'ideal-postcodes',
        countryISO: 'GB',
      },
    ]);
    expect(stand.requests[0]?.pathname).toBe('/v1/autocomplete/addresses');
    expect(stand.requests[0]?.searchParams.get('query')).toBe('YO7 3AB');
    expect(stand.requests[0]?.searchParams.get('api_key')).toBe(KEY);
  });

  it('maps a UDPRN to our address: building, lines, the post town in title case, county, postcode, position', async () => {
    stand.answer = () => ({
      status: 200,
      body: {
        result: {
          udprn: 8387729,
          building_number: '',
          building_name: 'Manor Farm',
          sub_building_name: '',
          line_1: 'Manor Farm',
          line_2: 'Sowerby Road',
          line_3: 'Sowerby',
          post_town: 'STOCKTON-ON-TEES',
          county: 'North Yorkshire',
          postcode: 'YO7 3AB',
          latitude: 54.2274,
          longitude: -1.3427,
        },
        code: 2000,
      },
    });
    expect(await provider().resolve('8387729')).toEqual({
      id: '8387729',
      source: 'ideal-postcodes',
      address: {
        buildingName: 'Manor Farm',
        line1: 'Manor Farm',
        line2: 'Sowerby Road, Sowerby',
        city: 'Stockton-on-Tees',
        region: 'North Yorkshire',
        postcode: 'YO7 3AB',
      },
      countryISO: 'GB',
      coordinates: { lat: 54.2274, lon: -1.3427 },
    });
    expect(stand.requests[0]?.pathname).toBe('/v1/udprn/8387729');
  });

  it('answers null for a UDPRN they do not know, and fails on a 5xx or an unreadable reply', async () => {
    stand.answer = () => ({ status: 404, body: { code: 4044, message: 'UDPRN not found' } });
    expect(await provider().resolve('1')).toBeNull();
    stand.answer = () => ({ status: 503, body: {} });
    await expect(provider().search('YO7')).rejects.toBeInstanceOf(ProviderFailure);
    stand.answer = () => ({ status: 200, body: { unexpected: true } });
    await expect(provider().search('YO7')).rejects.toBeInstanceOf(ProviderFailure);
  });
});

describe('what3words client', () => {
  const client = () => new What3wordsClient({ apiKey: KEY, baseUrl: stand.baseUrl });

  it('converts three words to their square', async () => {
    stand.answer = () => ({
      status: 200,
      body: {
        country: 'GB',
        square: { southwest: { lng: -1.3442, lat: 54.2329 }, northeast: { lng: -1.3441, lat: 54.233 } },
        nearestPlace: 'Thirsk, North Yorkshire',
        coordinates: { lng: -1.344135, lat: 54.232963 },
        words: 'index.home.raft',
        language: 'en',
        map: 'https://w3w.co/index.home.raft',
      },
    });
    expect(await client().convert('///Index.Home.Raft')).toEqual({
      words: 'index.home.raft',
      coordinates: { lat: 54.232963, lon: -1.344135 },
      nearestPlace: 'Thirsk, North Yorkshire',
      countryISO: 'GB',
      source: 'what3words',
    });
    expect(stand.requests[0]?.pathname).toBe('/v3/convert-to-coordinates');
    expect(stand.requests[0]?.searchParams.get('words')).toBe('index.home.raft');
    expect(stand.requests[0]?.searchParams.get('key')).toBe(KEY);
  });

  it('answers null for words that name no square, and fails on a refused key', async () => {
    stand.answer = () => ({
      status: 400,
      body: { error: { code: 'BadWords', message: 'Invalid or non-existent 3 word address' } },
    });
    expect(await client().convert('not.real.words')).toBeNull();
    stand.answer = () => ({ status: 401, body: { error: { code: 'InvalidKey', message: 'Authentication failed' } } });
    await expect(client().convert('index.home.raft')).rejects.toBeInstanceOf(ProviderFailure);
  });
});

describe('OpenCage client', () => {
  it('names the place, region, postcode and country of a point, asking q=lat+lon', async () => {
    stand.answer = () => ({
      status: 200,
      body: {
        results: [
          {
            components: {
              town: 'Thirsk',
              county: 'North Yorkshire',
              state: 'England',
              postcode: 'YO7 1AA',
              country_code: 'gb',
            },
            formatted: 'Market Place, Thirsk YO7 1AA, United Kingdom',
            geometry: { lat: 54.233, lng: -1.3441 },
          },
        ],
        status: { code: 200, message: 'OK' },
      },
    });
    const geocoder = new OpenCageGeocoder({ apiKey: KEY, baseUrl: stand.baseUrl });
    expect(await geocoder.reverse({ lat: 54.233, lon: -1.3441 })).toEqual({
      coordinates: { lat: 54.233, lon: -1.3441 },
      place: 'Thirsk',
      region: 'England',
      postcode: 'YO7 1AA',
      countryISO: 'GB',
      source: 'opencage',
    });
    expect(stand.requests[0]?.pathname).toBe('/geocode/v1/json');
    expect(stand.requests[0]?.search).toContain('q=54.233+-1.3441');
    expect(stand.requests[0]?.searchParams.get('key')).toBe(KEY);
  });
});

describe('GeoService with failing providers', () => {
  const logs: string[] = [];
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    }),
  );
  const reference = new ReferenceService({ findOrganisationById: async () => null });
  const offline = new OfflinePlaces(placeNamesFrom(reference));
  const keys = { idealPostcodes: KEY, what3words: KEY, openCage: KEY };
  const serviceAt = (url: string) =>
    new GeoService(
      reference,
      { findOrganisationById: async () => null },
      createGeoProviders(keys, { idealPostcodes: url, what3words: url, openCage: url }),
      log,
      offline,
    );

  beforeEach(() => {
    logs.length = 0;
  });

  it('logs a provider that answers 500 and answers from the offline default', async () => {
    stand.answer = () => ({ status: 500, body: { message: 'Internal error' } });
    const service = serviceAt(stand.baseUrl);
    const [first] = await service.searchAddresses('YO7 3AB', 'GB');
    expect(first).toMatchObject({ id: 'postcode:YO7 3AB', source: 'offline' });
    expect(await service.what3words('index.home.raft')).toEqual({ words: 'index.home.raft', source: 'offline' });
    expect(await service.reverse({ lat: 54.233, lon: -1.3441 })).toMatchObject({ place: 'Thirsk', source: 'offline' });
    expect(stand.requests).toHaveLength(3);
    const failures = logs
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg.startsWith('place provider failed'));
    expect(failures.map((line) => line.source).sort()).toEqual(['ideal-postcodes', 'opencage', 'what3words']);
    expect(failures[0]).toMatchObject({ level: 40, status: 500 });
    expect(logs.join('')).not.toContain(KEY);
  });

  it('falls back the same when the provider cannot be reached at all', async () => {
    const service = serviceAt(stand.deadUrl);
    expect((await service.searchAddresses('Thirsk', 'GB'))[0]).toMatchObject({ label: 'Thirsk', source: 'offline' });
    expect(logs.join('')).toContain('ideal-postcodes');
  });

  it("answers 503 with the lookup-failure message when a provider's own address cannot be read", async () => {
    stand.answer = () => ({ status: 500, body: {} });
    await expect(serviceAt(stand.baseUrl).address('8387729', 'ideal-postcodes')).rejects.toMatchObject({
      statusCode: 503,
      message: messages.geo.lookupFailed,
    });
  });

  it('answers 503 when the offline default fails too, so the user enters the address by hand', async () => {
    const broken = new OfflinePlaces(placeNamesFrom(reference));
    broken.search = () => Promise.reject(new Error('index lost'));
    const service = new GeoService(reference, { findOrganisationById: async () => null }, {}, log, broken);
    await expect(service.searchAddresses('Thirsk', 'GB')).rejects.toMatchObject({
      statusCode: 503,
      message: messages.geo.lookupFailed,
    });
    expect(logs.join('')).toContain('offline place data failed');
  });

  it('is 404 with its message for what3words words that name no square', async () => {
    stand.answer = () => ({ status: 400, body: { error: { code: 'BadWords', message: 'Invalid' } } });
    await expect(serviceAt(stand.baseUrl).what3words('not.real.words')).rejects.toMatchObject({
      statusCode: 404,
      message: messages.geo.what3wordsNotFound,
    });
  });
});
