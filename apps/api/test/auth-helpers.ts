import type { AccessMap } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../src/platform/db/database';
import { DEMO_PASSWORD } from '../src/seed/demo-world';
import type { TestApp } from './build-test-app';

export { DEMO_PASSWORD };

/** A password that meets both the reset rule and the stricter change-password rule. */
export const NEW_PASSWORD = 'Barley2027!';

export interface LoginOptions {
  newPassword?: string;
  address?: string;
}

export function login(
  t: TestApp,
  username: string,
  password = DEMO_PASSWORD,
  options: LoginOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password, ...(options.newPassword ? { newPassword: options.newPassword } : {}) },
    ...(options.address ? { remoteAddress: options.address } : {}),
  });
}

/** Chooses a new password with a reset (or set-password) code. */
export function resetPassword(
  t: TestApp,
  username: string,
  confirmationCode: string,
  password = NEW_PASSWORD,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { username, confirmationCode, password, passwordConfirm: password },
  });
}

export interface Tokens {
  access: string;
  id: string;
  refresh: string;
}

/** Signs in through the API and answers the tokens. */
export async function signIn(t: TestApp, username: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const reply = await login(t, username, password);
  if (reply.statusCode !== 200) throw new Error(`Sign-in of ${username} answered ${reply.statusCode}: ${reply.body}`);
  return reply.json().data.tokens as Tokens;
}

export const bearer = (tokens: Pick<Tokens, 'access'> | string) => ({
  authorization: `Bearer ${typeof tokens === 'string' ? tokens : tokens.access}`,
});

/** The text of the newest email to the address from the given template, read from the outbox. */
export async function lastEmail(t: TestApp, to: string, template: string): Promise<string> {
  const { mailbox } = t.app.platform.services;
  const { items } = await mailbox.mailbox({ offset: 0, limit: 50, to });
  const item = items.find((message) => message.template === template);
  if (!item) throw new Error(`No ${template} email to ${to}`);
  return (await mailbox.mailboxMessage(item.id)).text;
}

export async function emailCount(t: TestApp, to: string, template: string): Promise<number> {
  const { items } = await t.app.platform.services.mailbox.mailbox({ offset: 0, limit: 100, to });
  return items.filter((message) => message.template === template).length;
}

export async function lastResetCode(t: TestApp, to: string): Promise<string> {
  const text = await lastEmail(t, to, 'password-reset');
  const code = /^(\d{6})$/m.exec(text)?.[1];
  if (!code) throw new Error(`No code in ${text}`);
  return code;
}

export async function lastMagicToken(t: TestApp, to: string): Promise<string> {
  return lastLinkToken(t, to, 'magic-link');
}

/** The token query value of the link in the newest email to the address from the template. */
export async function lastLinkToken(t: TestApp, to: string, template: string): Promise<string> {
  const text = await lastEmail(t, to, template);
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`No token in ${text}`);
  return token;
}

/** How many rows each table has: for checking that a refused call wrote nothing. */
export async function countRows(t: TestApp, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`Not a table name: ${table}`);
    const [row] = await rows<{ n: number }>(t, sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

export interface NewUser {
  email: string;
  password?: string;
  temporary?: boolean;
  status?: 'active' | 'unactivated' | 'disabled';
  mustReset?: boolean;
  organisation?: string;
  groups?: string[];
  access?: AccessMap;
}

/** A user made through the services (the demo world must be seeded for its organisations). */
export async function createUser(t: TestApp, input: NewUser): Promise<{ userId: string; profileId: string }> {
  const { accounts, users, passwords } = t.app.platform.services;
  const db = t.app.platform.database.db;
  const organisation = await accounts.findOrganisationByName(input.organisation ?? 'Hillside Farm Partnership');
  if (!organisation) throw new Error('Seed the demo world first');
  const created = await db.transaction(async (tx) => {
    const { user, profile } = await users.addMember(tx, organisation.id, {
      email: input.email,
      givenName: 'Test',
      familyName: 'User',
      groups: input.groups ?? [],
      access: input.access ?? {},
    });
    if (input.password) await passwords.setPassword(tx, user.id, input.password, input.temporary ?? false);
    return { userId: user.id, profileId: profile.id };
  });
  if (input.status) await db.execute(sql`update users set status = ${input.status} where id = ${created.userId}`);
  if (input.mustReset)
    await db.execute(sql`update credentials set must_reset = true where user_id = ${created.userId}`);
  return created;
}

let memberSeq = 0;

/**
 * A new active Hillside member (prefix + a running number @hillside.test), with no permissions
 * unless given, and the headers of a session of theirs.
 */
export async function newMember(
  t: TestApp,
  input: { prefix?: string; groups?: string[]; access?: AccessMap } = {},
): Promise<{ email: string; userId: string; profileId: string; headers: Record<string, string> }> {
  memberSeq += 1;
  const email = `${input.prefix ?? 'member'}${memberSeq}@hillside.test`;
  const { userId, profileId } = await createUser(t, { email, groups: input.groups, access: input.access });
  return { email, userId, profileId, headers: await t.authHeaders(email) };
}

/** Makes an existing user a member of another organisation too, after their first profile. */
export async function addProfile(
  t: TestApp,
  userId: string,
  organisationId: string,
  groups: string[],
  access: Record<string, string> = {},
): Promise<string> {
  const createdAt = new Date(t.clock.now().getTime() + 1000).toISOString();
  const [row] = await rows<{ id: string }>(
    t,
    sql`insert into profiles (user_id, organisation_id, groups, access, created_at)
        values (${userId}, ${organisationId}, ${`{${groups.join(',')}}`}::text[], ${JSON.stringify(access)}::jsonb, ${createdAt}::timestamptz)
        returning id`,
  );
  if (!row) throw new Error('No profile');
  return row.id;
}

export async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(t.app.platform.database.db, query);
}

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const user = await t.app.platform.services.accounts.findUserByEmail(email);
  if (!user) throw new Error(`No user ${email}`);
  return user.id;
}

export async function organisationIdOf(t: TestApp, name: string): Promise<string> {
  const organisation = await t.app.platform.services.accounts.findOrganisationByName(name);
  if (!organisation) throw new Error(`No organisation ${name}`);
  return organisation.id;
}

/** The JWT's claims, unverified: for checking what a token carries. */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export const MINUTE = 60 * 1000;
