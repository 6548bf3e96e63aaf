import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo } from './api-calls';
import { organisationIdOf } from './auth-helpers';
import { buildTestApp, type TestApp } from './build-test-app';

/**
 * Replies are written by encoding them with the route's zod schema, and a one-way `.transform()` cannot be encoded:
 * a reply schema holding one answers 500 as soon as the value is there (found by the fuzz suite: a business unit
 * with a what3words address, an organisation with an IBAN, could no longer be read). A rule that changes input on
 * the way in is an `.overwrite()`, which stays a string both ways.
 */

interface Def {
  type: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  keyType?: unknown;
  valueType?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  in?: unknown;
  out?: unknown;
  getter?: () => unknown;
  items?: unknown[];
  rest?: unknown;
  innerType?: unknown;
}

function defOf(schema: unknown): Def | null {
  return schema !== null && typeof schema === 'object' && '_zod' in schema
    ? (schema as { _zod: { def: Def } })._zod.def
    : null;
}

/** The paths inside a zod schema that hold a one-way transform. */
function oneWayTransforms(schema: unknown, path = '', seen = new Set<unknown>()): string[] {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  if (def.type === 'transform') return [path || '(the reply)'];
  const inner: [unknown, string][] = [
    ...Object.entries(def.shape ?? {}).map(([key, value]): [unknown, string] => [value, `.${key}`]),
    [def.element, '[]'],
    [def.keyType, '{key}'],
    [def.valueType, '{}'],
    ...(def.options ?? []).map((option): [unknown, string] => [option, '']),
    ...(def.items ?? []).map((item, index): [unknown, string] => [item, `[${index}]`]),
    [def.rest, '[]'],
    [def.left, ''],
    [def.right, ''],
    [def.in, ''],
    [def.out, ''],
    [def.innerType, ''],
    [def.type === 'lazy' && def.getter ? def.getter() : undefined, ''],
  ];
  return inner.flatMap(([each, step]) => oneWayTransforms(each, `${path}${step}`, seen));
}

describe('reply schemas', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
  }, 60_000);

  afterAll(() => t.close());

  it('hold no one-way transform, so every reply can be written', () => {
    const found = t.routes.flatMap((route) =>
      Object.entries((route.schema?.response ?? {}) as Record<string, unknown>).flatMap(([status, schema]) =>
        oneWayTransforms(schema).map((path) => `${route.method} ${route.url} ${status}: ${path}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('answer an organisation with an IBAN and a unit with a what3words address', async () => {
    const { farmer } = await signInDemo(t, 'farmer');
    const hillside = await organisationIdOf(t, 'Hillside Farm Partnership');
    const bank = {
      accountHolderName: 'Hillside Farm Partnership',
      accountNumber: '41207733',
      iban: 'gb82 west 1234 5698 7654 32',
    };
    const saved = await apiCall(t, 'PATCH', `/customers/organisations/${hillside}`, farmer, { bankDetails: bank });
    expect(saved.statusCode, saved.body).toBe(200);
    const organisation = await apiCall(t, 'GET', `/customers/organisations/${hillside}`, farmer);
    expect(organisation.statusCode, organisation.body).toBe(200);
    expect(organisation.json().data.bankDetails.iban).toBe('GB82WEST12345698765432');

    const unit = await apiCall(t, 'POST', '/customers/business-units', farmer, {
      name: 'Marsh Drove',
      type: 'farm',
      location: { lat: 52.45, lon: 0.3, what3words: '///Filled.Count.Soap' },
    });
    expect(unit.statusCode, unit.body).toBe(201);
    const read = await apiCall(t, 'GET', `/customers/business-units/${unit.json().data.id}`, farmer);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.location.what3words).toBe('filled.count.soap');
  });
});
