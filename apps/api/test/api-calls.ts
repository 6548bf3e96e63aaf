import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { countRows, organisationIdOf, userIdOf } from './auth-helpers';
import type { TestApp } from './build-test-app';

/** Request headers: a session's (from `signInDemo` or `t.authHeaders`), or `{}` for none. */
export type Headers = Record<string, string>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call to `/api<path>` with the headers, the payload (when given) as its JSON body. */
export function apiCall(
  t: TestApp,
  method: Method,
  path: string,
  headers: Headers,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: `/api${path}`, headers, ...(payload ? { payload } : {}) });
}

/** The demo world's people, by the role they play in it. */
export const DEMO_PEOPLE = {
  farmer: 'farmer@demo.farm',
  buyer: 'buyer@demo.farm',
  buyer2: 'buyer2@demo.farm',
  carrier: 'carrier@demo.farm',
  driver: 'driver@demo.farm',
  /** The owner of a farm not yet vetted. */
  unvetted: 'unvetted@demo.farm',
  admin: 'admin@demo.farm',
} as const;
export type DemoPerson = keyof typeof DEMO_PEOPLE;

/**
 * Session headers of each demo person named (seedDemo first). Access tokens live 15 minutes:
 * after moving the clock further, sign them in again.
 */
export async function signInDemo<const Who extends DemoPerson>(
  t: TestApp,
  ...people: Who[]
): Promise<Record<Who, Headers>> {
  const headers = {} as Record<Who, Headers>;
  for (const who of people) headers[who] = await t.authHeaders(DEMO_PEOPLE[who]);
  return headers;
}

/** The ids of the demo world's organisations (seedDemo first). */
export async function demoOrganisationIds(
  t: TestApp,
): Promise<{ hillside: string; anglia: string; fenland: string; marsh: string }> {
  return {
    hillside: await organisationIdOf(t, 'Hillside Farm Partnership'),
    anglia: await organisationIdOf(t, 'Anglia Grain Merchants Ltd'),
    fenland: await organisationIdOf(t, 'Fenland Haulage Ltd'),
    marsh: await organisationIdOf(t, 'Marsh Lane Farm'),
  };
}

/** Invites a person by address to the inviter's organisation, with no permissions. */
export function invitePerson(
  t: TestApp,
  inviter: Headers,
  person: { email: string; givenName: string; familyName: string },
): Promise<LightMyRequestResponse> {
  return apiCall(t, 'POST', '/customers/invite', inviter, person);
}

/** Invites a person nobody knows yet (201) and answers the id of the user the invite made for them. */
export async function invitedUserId(
  t: TestApp,
  inviter: Headers,
  person: { email: string; givenName: string; familyName: string },
): Promise<string> {
  const reply = await invitePerson(t, inviter, person);
  expect(reply.statusCode, reply.body).toBe(201);
  return userIdOf(t, person.email);
}

/** Runs calls that must be refused, then checks that every table named has as many rows as before. */
export async function expectNothingWritten(
  t: TestApp,
  tables: readonly string[],
  refused: () => Promise<void>,
): Promise<void> {
  const before = await countRows(t, tables);
  await refused();
  expect(await countRows(t, tables)).toEqual(before);
}

/** The fields a 400's validation list names. */
export function validationFields(reply: LightMyRequestResponse): string[] {
  return (reply.json().validation as { field: string }[]).map((issue) => issue.field);
}

/**
 * The reply is a 400 whose validation list names the field, or names something when no field
 * is given; `what` says which case failed, in a loop.
 */
export function expectInvalid(reply: LightMyRequestResponse, expected: { field?: string; what?: string } = {}): void {
  const { field, what } = expected;
  expect(reply.statusCode, what).toBe(400);
  if (field === undefined) expect(validationFields(reply).length, what).toBeGreaterThan(0);
  else expect(validationFields(reply), what).toContain(field);
}
