import {
  FLEET_SEARCH_ALIASES_LIST,
  INVENTORY_SEARCH_ALIASES_LIST,
  LOGISTICS_SEARCH_ALIASES_LIST,
  TRADING_SEARCH_ALIASES_LIST,
} from '@harvest/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationFields } from './api-calls';
import {
  buildAuthorisationWorld,
  COLLEAGUE_PHONE,
  HILLSIDE,
  monthFrom,
  today,
  uploadRequest,
  WALKERS,
  type Walker,
  type World,
} from './authorisation-world';
import { tableFingerprints } from './table-fingerprints';
import { expectEveryRouteListed } from './route-matrix';
import { HOUR, listingBody } from './trading-world';

/**
 * The authorisation walk (issue 18): every route of the API, called as every other business and role with the
 * real ids of one business's objects, must never answer 2xx. Business A is Hillside (the demo farmer's) with one
 * of every kind of object, beside Anglia on the other side of its trades; the world is authorisation-world.ts.
 *
 * Each route has an entry here, or the first test fails naming it (and an entry naming no route fails too):
 * - `names`: the call names A's object(s), in its path, query or body. Without a token it is 401. Everyone but the
 *   `owner` and the declared `parties` (who may see it, each with the reason) is walked, strangers also naming
 *   Hillside in X-Organisation-Id, and must hear 403 or 404 (400 only where a body id is refused as bad input,
 *   naming `refusedField`), and nothing stored may change. Then the owner makes the same call and must be
 *   answered 2xx, which shows the ids are real and the body would have been taken.
 * - `open`: the call is answered to everyone by design (public, or it ignores ids that are not the caller's);
 *   everyone is walked, nothing may change where `unchanged` says so, and no reply may carry A's ids.
 * - `none`: the call names no object; the reason says why (usually: it lists or changes the caller's own). Its
 *   `requests`, when given, are made as everyone, and no reply may carry an id of A's that the caller may not see.
 *
 * To add a route: write its entry beside its module's. If it takes an id, make the world (authorisation-world.ts)
 * hold one of A's objects of that kind (a `doomed` one when the owner's call removes or ends it), add the id to
 * `secretsOf` with who may see it, and give the body a valid change, so a missing check would show as a 2xx.
 * The module matrices (`*-authorisation-matrix.test.ts`) say which roles of a business may call a route; this
 * walk says who outside the business may reach its objects, so neither repeats the other.
 */

type Request = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };
type Build = (w: World, who: Walker) => Request;

interface Named {
  route: string;
  /** Which of A's objects the call names, and where. */
  names: string;
  request: Build;
  /** Whose object it is: not walked, and makes the call for real after the walk (2xx expected)... */
  owner?: Walker;
  /** ...unless this says why the call is not made for real. */
  noControl?: string;
  /** Others who may have it answered, and why: their reads are checked for leaks, their writes not made. */
  parties?: Partial<Record<Walker, string>>;
  /** A body id refused as bad input: a 400 whose validation names this field is a refusal too. */
  refusedField?: string;
}

interface Open {
  route: string;
  names: string;
  /** Why everyone is answered. */
  open: string;
  request: Build;
  owner?: Walker;
  /** The call changes nothing for anyone but its owner. */
  unchanged?: boolean;
  /** Not made at all (why is in `open`). */
  notCalled?: boolean;
}

interface None {
  route: string;
  /** Why the call needs no id. */
  none: string;
  /** Reads made as everyone and checked for A's ids; writes and streams are not made. */
  requests?: (w: World, who: Walker) => Request[];
  /** Callers whose replies are not checked for A's ids, and why. */
  notChecked?: Partial<Record<Walker, string>>;
}

type Entry = Named | Open | None;

const get = (url: string): Request => ({ method: 'GET', url });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): Request => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});
const reads =
  (...urls: string[]) =>
  () =>
    urls.map(get);

/** The day the walk's haulage load is planned for. */
const PLANNER_DAY = '2026-12-01';
const SYS_ADMIN = 'a system administrator manages every business account (platform §6, business accounts)';
const HILLSIDE_MEMBER = 'every member of Hillside reads it, whatever their permissions and business units';
/** Every member of Hillside but its owner: the one without permissions and the one limited to Brook End Farm. */
const everyMember = (why: string) => ({ member: why, scoped: why });
const BUSINESS_SETTINGS =
  "the business's own settings, not a unit's: account.business covers them whatever the member's units (platform §6)";
const FILES_MEMBER =
  "files are their organisation's: every member uploads, reads and removes them (no permission of platform §6 covers files; a file a record holds is locked)";
const HAULAGE_MEMBER = "a member of Hillside with logistics.jobs: a business's loads are not kept by farm";
/** The carrier a job was given to, and its driver, read the job's loads (trading-logistics §6). */
const HAULIER_READS = {
  carrier: 'Fenland Haulage was given the job: the carrier reads its loads',
  driver: "Fenland Haulage's driver reads the loads of the carrier's jobs",
};
const MARKET = 'a vetted buyer reads a listing while it is open for offers (trading §3, the market)';
const WANTED = 'a wanted listing is open to every vetted trader until it closes (trading §5)';
const SELLER_OF = 'the seller reads the offers on his listing (trading §4)';
const COLLEAGUE = "a colleague in the buyer's business";
const FLEET = "the fleet is the business's whole, not a unit's: logistics.carrier reads it whatever the member's units";
const JOBS_MEMBER =
  "haulage jobs are the organisation's, not a unit's: logistics.jobs covers them whatever the member's units";
const HAULIER_OF = 'the carrier the job was given to reads it (issue 22)';
let unique = 0;
const fresh = (prefix: string) => `${prefix}-${(unique += 1)}@walk.test`;

const wheatOffer = (w: World, listingId?: string) => ({
  ...(listingId ? { listingId } : {}),
  options: [
    { month: monthFrom(w.t, 1), pricePerUnit: 19_100 },
    { month: monthFrom(w.t, 2), pricePerUnit: 19_200 },
  ],
  quantityMinKg: 100_000,
  quantityMaxKg: 200_000,
});

const article = (w: World) => ({
  title: 'Coming soon, rewritten',
  slug: w.a.draftSlug,
  imageUrl: null,
  summary: 'Not yet',
  body: 'Not yet published',
  userTypes: ['seller'],
  publishedAt: null,
});

const ENTRIES: Entry[] = [
  // Health and the OpenAPI document
  { route: 'GET /api/health', none: 'public: whether the server is up' },
  { route: 'GET /api/docs', none: 'public: the OpenAPI UI' },
  { route: 'GET /api/docs/json', none: 'public: the OpenAPI document' },
  { route: 'GET /api/docs/yaml', none: 'public: the OpenAPI document' },
  { route: 'GET /api/docs/static/*', none: "public: the OpenAPI UI's files; the path names a file of the UI" },
  { route: 'GET /api/docs/static/index.html', none: 'public: the OpenAPI UI' },
  { route: 'GET /api/docs/static/swagger-initializer.js', none: 'public: the OpenAPI UI' },

  // Signing in and out: the caller's own credentials or an emailed token, never an id
  { route: 'POST /api/auth/login', none: "public: the caller's own credentials" },
  { route: 'GET /api/auth/tokens', none: "public: the caller's own refresh token" },
  { route: 'GET /api/auth/logout', none: "ends the caller's own session (not made: it would sign the walker out)" },
  { route: 'POST /api/auth/forgotten-password', none: 'public: an address; the answer is the same for any' },
  {
    route: 'GET /api/auth/resend-password/:identifier',
    names: "the farmer's email address",
    open: 'public: emails a reset code to the address, whose owner alone reads it; the answer is the same for any',
    request: () => get(`/api/auth/resend-password/${encodeURIComponent('farmer@demo.farm')}`),
  },
  { route: 'POST /api/auth/reset-password', none: 'public: an emailed code' },
  { route: 'POST /api/auth/change-password', none: "the caller's own password" },
  { route: 'POST /api/auth/user/change-marketplace-password', none: "the caller's own password" },
  { route: 'POST /api/auth/user/send-magic-link', none: 'public: an address; the answer is the same for any' },
  { route: 'POST /api/auth/user/verify-magic-link', none: 'public: an emailed token' },
  { route: 'POST /api/auth/user/token-login', none: 'public: an emailed token' },

  // Accounts: groups, cards and profile metadata (/auth/v1)
  {
    route: 'GET /api/auth/v1/group',
    none: "the built-in groups and the caller's own organisation's",
    requests: reads('/api/auth/v1/group'),
  },
  { route: 'POST /api/auth/v1/group', none: "adds a group to the caller's own organisation" },
  {
    route: 'GET /api/auth/v1/profile/:id',
    names: "a Hillside colleague's profile",
    request: (w) => get(`/api/auth/v1/profile/${w.a.colleagueProfile}`),
    owner: 'farmer',
    parties: { ...everyMember(HILLSIDE_MEMBER), admin: SYS_ADMIN },
  },
  {
    route: 'GET /api/auth/v1/organisation/:id',
    names: 'Hillside',
    request: (w) => get(`/api/auth/v1/organisation/${w.a.hillside}`),
    owner: 'farmer',
    parties: { ...everyMember(HILLSIDE_MEMBER), admin: SYS_ADMIN },
  },
  ...(['GET', 'POST', 'PUT', 'DELETE'] as const).map((method): Named => ({
    route: `${method} /api/auth/v1/profile/:profileId/kv`,
    names: "the farmer's profile",
    request: (w) =>
      method === 'GET'
        ? get(`/api/auth/v1/profile/${w.a.farmerProfile}/kv`)
        : send(
            method,
            `/api/auth/v1/profile/${w.a.farmerProfile}/kv`,
            method === 'DELETE'
              ? { keys: ['has-dismissed-tutorial'] }
              : { kv: [{ key: 'has-dismissed-tutorial', value: method === 'POST' ? 'true' : 'false' }] },
          ),
    owner: 'farmer',
    parties: { admin: 'a system administrator may read and keep anyone’s interface settings' },
  })),

  // Accounts: oneself, the team and invitations (/customers)
  {
    route: 'GET /api/customers/users/me',
    none: "the caller's own profile",
    requests: reads('/api/customers/users/me'),
  },
  {
    route: 'GET /api/customers/users',
    none: "the caller's own team",
    requests: reads('/api/customers/users?limit=100'),
  },
  {
    route: 'POST /api/customers/users',
    names: 'a Hillside business unit, as the new member’s unit (businessUnitIds)',
    request: (w) =>
      send('POST', '/api/customers/users', {
        email: fresh('added'),
        givenName: 'Added',
        familyName: 'Person',
        businessUnitIds: [w.a.farm],
      }),
    owner: 'farmer',
    refusedField: 'businessUnitIds',
  },
  {
    route: 'PATCH /api/customers/users/permissions',
    names: 'a Hillside colleague (userIds)',
    request: (w) =>
      send('PATCH', '/api/customers/users/permissions', {
        userIds: [w.a.colleagueUser],
        access: { 'account.account': 'write' },
      }),
    owner: 'farmer',
  },
  {
    route: 'PATCH /api/customers/users/permissions',
    names: "the caller's own colleague, limited to a Hillside business unit (businessUnitIds)",
    request: (w, who) =>
      send('PATCH', '/api/customers/users/permissions', {
        userIds: [w.ownOf(who).colleague],
        businessUnitIds: [w.a.farm],
      }),
    owner: 'farmer',
    refusedField: 'businessUnitIds',
  },
  { route: 'POST /api/customers/users/verify-update', none: 'a token emailed to the caller, for their own address' },
  {
    route: 'POST /api/customers/users/lookup/telephone',
    names: "a Hillside colleague's telephone number",
    request: () => send('POST', '/api/customers/users/lookup/telephone', { phone: COLLEAGUE_PHONE }),
    owner: 'farmer',
    parties: {
      scoped: 'a member who runs the haulage (logistics.carrier) finds a colleague by telephone (platform §6)',
    },
  },
  {
    route: 'GET /api/customers/security/roles',
    none: "the caller's own roles",
    requests: reads('/api/customers/security/roles'),
  },
  {
    route: 'GET /api/customers/users/me/preferences',
    none: "the caller's own preferences",
    requests: reads('/api/customers/users/me/preferences'),
  },
  { route: 'PATCH /api/customers/users/me/preferences', none: "the caller's own preferences" },
  { route: 'POST /api/customers/users/me/accept-terms', none: "the caller's own acceptance" },
  {
    route: 'GET /api/customers/users/:userId',
    names: 'a Hillside colleague',
    request: (w) => get(`/api/customers/users/${w.a.colleagueUser}`),
    owner: 'farmer',
  },
  {
    route: 'GET /api/customers/users/:userId/info',
    names: 'a Hillside colleague',
    request: (w) => get(`/api/customers/users/${w.a.colleagueUser}/info`),
    owner: 'farmer',
    parties: everyMember(HILLSIDE_MEMBER),
  },
  {
    route: 'PATCH /api/customers/users/:userId',
    names: 'a Hillside colleague',
    request: (w) => send('PATCH', `/api/customers/users/${w.a.colleagueUser}`, { givenName: 'Renamed' }),
    owner: 'farmer',
  },
  {
    route: 'PATCH /api/customers/users/:userId',
    names: "the caller's own colleague, limited to a Hillside business unit (businessUnitIds)",
    request: (w, who) =>
      send('PATCH', `/api/customers/users/${w.ownOf(who).colleague}`, { businessUnitIds: [w.a.farm] }),
    owner: 'farmer',
    refusedField: 'businessUnitIds',
  },
  {
    route: 'DELETE /api/customers/users/:userId',
    names: 'a Hillside colleague',
    request: (w) => send('DELETE', `/api/customers/users/${w.a.doomedColleague}`),
    owner: 'farmer',
  },
  {
    route: 'GET /api/customers/users/:userId/resend-password',
    names: 'a Hillside colleague',
    request: (w) => get(`/api/customers/users/${w.a.colleagueUser}/resend-password`),
    owner: 'farmer',
  },
  {
    route: 'PATCH /api/customers/organisations/owner',
    names: 'a Hillside colleague, as the new owner of the caller’s business (userId)',
    request: (w) => send('PATCH', '/api/customers/organisations/owner', { userId: w.a.colleagueUser }),
    owner: 'farmer',
    refusedField: 'userId',
    noControl: 'it would hand Hillside to the colleague; the accounts matrix hands a business over on its own world',
  },
  {
    route: 'POST /api/customers/invite',
    names: 'a Hillside business unit, as the invited person’s unit (businessUnitIds)',
    request: (w) =>
      send('POST', '/api/customers/invite', {
        email: fresh('invited'),
        givenName: 'New',
        familyName: 'Person',
        businessUnitIds: [w.a.farm],
      }),
    owner: 'farmer',
    refusedField: 'businessUnitIds',
  },
  {
    route: 'GET /api/customers/invites',
    none: "the caller's own organisation's invitations",
    requests: reads('/api/customers/invites'),
  },
  {
    route: 'POST /api/customers/invites/:id/resend',
    names: "Hillside's open invitation",
    request: (w) => send('POST', `/api/customers/invites/${w.a.invite}/resend`),
    owner: 'farmer',
  },
  {
    route: 'DELETE /api/customers/invites/:id',
    names: "Hillside's open invitation",
    request: (w) => send('DELETE', `/api/customers/invites/${w.a.doomedInvite}`),
    owner: 'farmer',
  },

  // Accounts: signing up and accepting an invitation, public by design
  { route: 'POST /api/customers/signup', none: 'public: registers a new business' },
  {
    route: 'POST /api/customers/signup/:id',
    names: 'Hillside, and its owner’s address',
    open: "public: emails the confirmation link again to a business's unconfirmed owner, and Hillside's is confirmed; the answer is the same for any id",
    request: (w) => send('POST', `/api/customers/signup/${w.a.hillside}`, { email: 'farmer@demo.farm' }),
    unchanged: true,
  },
  { route: 'GET /api/customers/business-connections/exists', none: 'public: whether a name or address is taken' },
  { route: 'POST /api/customers/invites/lookup', none: 'public: an emailed invitation token' },
  { route: 'POST /api/customers/invites/accept', none: 'public: an emailed invitation token' },

  // Accounts: organisations and business units
  {
    route: 'GET /api/customers/organisations/byid',
    names: 'Hillside (ids)',
    open: 'the name, country and vetting of any business by its id (platform §7): what the app shows of a counterparty',
    request: (w) => get(`/api/customers/organisations/byid?ids=${w.a.hillside}`),
    unchanged: true,
  },
  {
    route: 'GET /api/customers/organisations/carrier',
    none: 'the directory of hauliers, for choosing one',
    requests: reads('/api/customers/organisations/carrier'),
  },
  {
    route: 'GET /api/customers/organisations/:id',
    names: 'Hillside',
    request: (w) => get(`/api/customers/organisations/${w.a.hillside}`),
    owner: 'farmer',
    parties: { scoped: BUSINESS_SETTINGS, admin: SYS_ADMIN },
  },
  {
    route: 'PATCH /api/customers/organisations/:id',
    names: 'Hillside',
    request: (w) =>
      send('PATCH', `/api/customers/organisations/${w.a.hillside}`, {
        email: 'accounts@hillsidefarm.demo',
        branding: { logoUrl: `/api/system/files/${w.a.logo}`, primaryColour: '#2F6B3A' },
      }),
    owner: 'farmer',
    parties: { scoped: BUSINESS_SETTINGS, admin: SYS_ADMIN },
  },
  {
    route: 'GET /api/customers/organisations/:id/modules/unlock',
    names: 'Hillside',
    request: (w) => get(`/api/customers/organisations/${w.a.hillside}/modules/unlock`),
    owner: 'farmer',
    parties: { scoped: BUSINESS_SETTINGS, admin: SYS_ADMIN },
  },
  {
    route: 'POST /api/customers/organisations/:id/modules/unlock',
    names: 'Hillside',
    request: (w) =>
      send('POST', `/api/customers/organisations/${w.a.hillside}/modules/unlock`, { id: 'inventory:storage' }),
    owner: 'farmer',
    parties: { scoped: BUSINESS_SETTINGS, admin: SYS_ADMIN },
  },
  {
    route: 'PATCH /api/customers/organisations/:id/advance-pay',
    names: 'Hillside',
    request: (w) => send('PATCH', `/api/customers/organisations/${w.a.hillside}/advance-pay`, { enabled: true }),
    owner: 'farmer',
    parties: { scoped: BUSINESS_SETTINGS, admin: SYS_ADMIN },
  },
  {
    route: 'GET /api/customers/business/:organisationId',
    names: 'Hillside',
    request: (w) => get(`/api/customers/business/${w.a.hillside}`),
    owner: 'farmer',
    parties: { scoped: BUSINESS_SETTINGS, admin: SYS_ADMIN },
  },
  { route: 'POST /api/customers/business-units', none: "adds a unit to the caller's own organisation" },
  {
    route: 'GET /api/customers/business-units/:id',
    names: 'Hillside Farm',
    request: (w) => get(`/api/customers/business-units/${w.a.farm}`),
    owner: 'farmer',
    parties: { admin: SYS_ADMIN },
  },
  {
    route: 'GET /api/customers/business-units/:id/summary',
    names: 'Hillside Farm',
    request: (w) => get(`/api/customers/business-units/${w.a.farm}/summary`),
    owner: 'farmer',
    parties: { admin: SYS_ADMIN },
  },
  {
    route: 'PATCH /api/customers/business-units/:id',
    names: 'Hillside Farm',
    request: (w) => send('PATCH', `/api/customers/business-units/${w.a.farm}`, { email: 'farm@hillsidefarm.demo' }),
    owner: 'farmer',
    parties: { admin: SYS_ADMIN },
  },
  {
    route: 'DELETE /api/customers/business-units/:id',
    names: 'a Hillside business unit with nothing on it',
    request: (w) => send('DELETE', `/api/customers/business-units/${w.a.doomedUnit}`),
    owner: 'farmer',
    parties: { admin: SYS_ADMIN },
  },

  // Accounts: the platform's administration
  {
    route: 'GET /api/customers/organisations',
    none: 'every business account, for system administrators (403 to anyone else)',
    requests: reads('/api/customers/organisations?limit=100'),
  },
  {
    route: 'GET /api/customers/organisations/module-requests',
    none: "every business's module requests, for system administrators (403 to anyone else)",
    requests: reads('/api/customers/organisations/module-requests'),
  },
  {
    route: 'GET /api/customers/organisations/:id/impersonate',
    names: 'Hillside, and its owner (userId)',
    request: (w) => get(`/api/customers/organisations/${w.a.hillside}/impersonate?userId=${w.a.farmerUser}`),
    owner: 'admin',
  },
  {
    route: 'DELETE /api/customers/impersonations/:id',
    names: "the administrator's impersonation of Hillside",
    request: (w) => send('DELETE', `/api/customers/impersonations/${w.a.impersonation}`),
    owner: 'admin',
  },
  {
    route: 'GET /api/sys/v1/feature-flags',
    none: "the caller's own organisation's flags",
    requests: reads('/api/sys/v1/feature-flags'),
  },
  {
    route: 'GET /api/admin/organisations/:id/feature-flags',
    names: 'Hillside',
    request: (w) => get(`/api/admin/organisations/${w.a.hillside}/feature-flags`),
    owner: 'admin',
  },
  {
    route: 'PATCH /api/admin/organisations/:id/feature-flags',
    names: 'Hillside',
    request: (w) => send('PATCH', `/api/admin/organisations/${w.a.hillside}/feature-flags`, { whatsNew: false }),
    owner: 'admin',
  },
  {
    route: 'GET /api/admin/test-clock',
    none: "the platform's clock, for system administrators",
    requests: reads('/api/admin/test-clock'),
  },
  { route: 'POST /api/admin/test-clock', none: "moves the platform's clock (not made: every deadline would move)" },

  // Analytics and client logs: always stored as the caller's own
  { route: 'GET /api/sys/v1/config', none: "public: the web client's configuration" },
  { route: 'POST /api/analytics/v1/events', none: "the caller's own events" },
  {
    route: 'GET /api/analytics/v1/summary',
    none: 'counts over every business, for system administrators (403 to anyone else)',
    requests: reads('/api/analytics/v1/summary'),
  },
  { route: 'POST /api/log/v1/logs', none: "the caller's own client logs" },
  { route: 'GET /api/log/v1/tags', none: 'the tags a client may log with', requests: reads('/api/log/v1/tags') },
  {
    route: 'GET /api/log/v1/logs',
    none: "every client's logs, for system administrators (403 to anyone else)",
    requests: reads('/api/log/v1/logs'),
  },

  // Content: latest updates
  {
    route: 'GET /api/content/v1/latest-updates/latest',
    none: "the newest published update for the caller's user types",
    requests: reads('/api/content/v1/latest-updates/latest'),
  },
  {
    route: 'GET /api/content/v1/latest-updates',
    none: "published updates for the caller's user types",
    requests: reads('/api/content/v1/latest-updates'),
  },
  {
    route: 'GET /api/content/v1/latest-updates/:slug',
    names: "the slug of the administrator's draft",
    request: (w) => get(`/api/content/v1/latest-updates/${w.a.draftSlug}`),
    noControl: 'a draft is read by nobody through its slug, the administrator included, who reads it by id below',
  },
  {
    route: 'GET /api/admin/latest-updates',
    none: 'every update, drafts too, for system administrators (403 to anyone else)',
    requests: reads('/api/admin/latest-updates'),
  },
  { route: 'POST /api/admin/latest-updates', none: 'writes a new update (system administrators)' },
  {
    route: 'GET /api/admin/latest-updates/:id',
    names: "the administrator's draft",
    request: (w) => get(`/api/admin/latest-updates/${w.a.draft}`),
    owner: 'admin',
  },
  {
    route: 'PATCH /api/admin/latest-updates/:id',
    names: "the administrator's draft",
    request: (w) => send('PATCH', `/api/admin/latest-updates/${w.a.draft}`, article(w)),
    owner: 'admin',
  },
  {
    route: 'DELETE /api/admin/latest-updates/:id',
    names: "the administrator's draft",
    request: (w) => send('DELETE', `/api/admin/latest-updates/${w.a.doomedDraft}`),
    owner: 'admin',
  },

  // Market updates and the news feed (issue 24): the administrators' updates belong to no business
  {
    route: 'GET /api/trading/market-updates/latest',
    none: 'the published market updates, the same for every trader',
    requests: reads('/api/trading/market-updates/latest', '/api/trading/market-updates/latest?startDateUTC=2019-01-01'),
  },
  {
    route: 'POST /api/trading/market-updates/:id/viewed',
    names: "the administrator's scheduled market update",
    request: (w) => send('POST', `/api/trading/market-updates/${w.a.marketScheduled}/viewed`),
    noControl: 'an update is viewed by nobody before its time; the published case is in market-updates.test.ts',
  },
  {
    route: 'GET /api/trading/news-feed',
    none: "the feeds' news and the published market updates, the same for every trader",
    requests: reads('/api/trading/news-feed'),
  },
  {
    route: 'GET /api/admin/market-updates',
    none: 'every market update, drafts too, for system administrators (403 to anyone else)',
    requests: reads('/api/admin/market-updates'),
  },
  { route: 'POST /api/admin/market-updates', none: 'writes a new market update (system administrators)' },
  {
    route: 'GET /api/admin/market-updates/:id',
    names: "the administrator's draft market update",
    request: (w) => get(`/api/admin/market-updates/${w.a.marketDraft}`),
    owner: 'admin',
  },
  {
    route: 'PATCH /api/admin/market-updates/:id',
    names: "the administrator's draft market update",
    request: (w) =>
      send('PATCH', `/api/admin/market-updates/${w.a.marketDraft}`, {
        title: 'Walked',
        content: '<p>Walked</p>',
        url: null,
        publishedAt: null,
      }),
    owner: 'admin',
  },
  {
    route: 'DELETE /api/admin/market-updates/:id',
    names: "the administrator's draft market update",
    request: (w) => send('DELETE', `/api/admin/market-updates/${w.a.doomedMarketDraft}`),
    owner: 'admin',
  },

  // Notifications and the development mailbox
  {
    route: 'GET /api/sys/v1/notifications',
    none: "the caller's own notifications",
    requests: reads('/api/sys/v1/notifications'),
    notChecked: {
      scoped:
        "trading notices go to every member of the seller's business, whatever their units (trading-notices.ts), and name the offer",
    },
  },
  {
    route: 'POST /api/sys/v1/notifications/read',
    names: "the farmer's notification (ids)",
    open: "marks the caller's own notifications read; ids not theirs are ignored (platform §7), so nothing changes",
    request: (w) => send('POST', '/api/sys/v1/notifications/read', { ids: [w.a.notification] }),
    owner: 'farmer',
    unchanged: true,
  },
  {
    route: 'POST /api/admin/notifications',
    names: 'the farmer, as the recipient (userId)',
    request: (w) =>
      send('POST', '/api/admin/notifications', { userId: w.a.farmerUser, title: 'Walk', message: 'Walked' }),
    owner: 'admin',
  },
  {
    route: 'GET /api/sys/v1/events',
    none: "the caller's own live events (a stream; not made here, see live-events.test.ts)",
  },
  {
    route: 'GET /api/dev/mailbox',
    none: "development only: the machine's outbox, whose exposure the exposure suite checks (not made here)",
  },
  {
    route: 'GET /api/dev/mailbox/:id',
    names: 'an email to the farmer',
    open: "development only: the machine's outbox, whose exposure the exposure suite checks (not made here)",
    request: (w) => get(`/api/dev/mailbox/${w.a.mail}`),
    notCalled: true,
  },

  // Files
  {
    route: 'POST /api/system/files',
    names: 'Hillside, as the organisation the upload is for (organisationId)',
    request: (w) =>
      uploadRequest(
        [
          { name: 'bucket', value: 'files' },
          { name: 'type', value: 'misc' },
          { name: 'organisationId', value: w.a.hillside },
          { name: 'file', filename: 'planted.txt', data: Buffer.from('planted'), contentType: 'text/plain' },
        ],
        {},
      ),
    owner: 'farmer',
    parties: { ...everyMember(FILES_MEMBER), admin: 'a system administrator uploads for any business' },
  },
  {
    route: 'GET /api/system/files/:id',
    names: "Hillside's file",
    request: (w) => get(`/api/system/files/${w.a.file}`),
    owner: 'farmer',
    parties: { ...everyMember(FILES_MEMBER), admin: SYS_ADMIN },
  },
  {
    route: 'GET /api/system/files/:id',
    names: "Hillside's logo",
    request: (w) => get(`/api/system/files/${w.a.logo}`),
    owner: 'farmer',
    parties: { ...everyMember(FILES_MEMBER), admin: SYS_ADMIN },
  },
  {
    route: 'DELETE /api/system/files/:id',
    names: "Hillside's file",
    request: (w) => send('DELETE', `/api/system/files/${w.a.doomedFile}`),
    owner: 'farmer',
    parties: everyMember(FILES_MEMBER),
  },

  // Places: look-ups that name nobody's objects
  { route: 'GET /api/geo/v1/country', none: 'public: the start country for signup' },
  { route: 'GET /api/geo/countries', none: 'public: the countries' },
  { route: 'GET /api/geo/regions', none: 'public: the regions of a country' },
  { route: 'GET /api/geo/search', none: 'a place search', requests: reads('/api/geo/search?query=Ely&countryISO=GB') },
  { route: 'GET /api/geo/address', none: 'an address look-up', requests: reads('/api/geo/address?query=CB6%201PT') },
  {
    route: 'GET /api/geo/what3words',
    none: 'a what3words look-up',
    requests: reads('/api/geo/what3words?query=index.home.raft'),
  },
  {
    route: 'GET /api/geo/coordinates',
    none: 'a place at coordinates',
    requests: reads('/api/geo/coordinates?lat=52.4566&lon=0.3068'),
  },

  // Reference data: the shared catalogue, and one organisation's start-up bundle
  { route: 'GET /api/system/commodities', none: 'the shared catalogue', requests: reads('/api/system/commodities') },
  {
    route: 'GET /api/system/commodities/:id/specifications',
    none: "the id is a commodity of the shared catalogue, nobody's object",
    requests: reads('/api/system/commodities/wheat/specifications?commodityType=feed'),
  },
  {
    route: 'GET /api/inventory/commodities/specifications/:id',
    none: "the id is a specification of the shared catalogue, nobody's object",
    requests: reads('/api/inventory/commodities/specifications/wheat-feed'),
  },
  {
    route: 'GET /api/system/config/:countryISO',
    none: 'the id is a country code: its core configuration is the same for everyone',
    requests: reads('/api/system/config/GB'),
  },
  {
    route: 'GET /api/system/initialise/:id',
    names: 'Hillside',
    request: (w) => get(`/api/system/initialise/${w.a.hillside}`),
    owner: 'farmer',
    parties: { ...everyMember(HILLSIDE_MEMBER), admin: SYS_ADMIN },
  },

  // Inventory: stores, sub-stores and fields
  {
    route: 'GET /api/inventory/storages',
    none: "the caller's own organisation's stores and fields",
    requests: reads('/api/inventory/storages'),
  },
  {
    route: 'POST /api/inventory/storages',
    names: "Hillside's grain store unit, as where the store is (businessUnitId)",
    request: (w) =>
      send('POST', '/api/inventory/storages', { type: 'store', businessUnitId: w.a.storeUnit, name: 'Planted store' }),
    owner: 'farmer',
    refusedField: 'businessUnitId',
  },
  {
    route: 'POST /api/inventory/storages',
    names: "Hillside's main barn, as the parent of a sub-store in the caller's own unit (parentId)",
    request: (w, who) =>
      send('POST', '/api/inventory/storages', {
        type: 'store',
        businessUnitId: w.ownOf(who).unit,
        parentId: w.a.barn,
        name: 'Planted bay',
      }),
    owner: 'farmer',
    refusedField: 'parentId',
  },
  {
    route: 'GET /api/inventory/storages/:id',
    names: "Hillside's main barn",
    request: (w) => get(`/api/inventory/storages/${w.a.barn}`),
    owner: 'farmer',
  },
  {
    route: 'GET /api/inventory/storages/:id',
    names: "Hillside's sub-store",
    request: (w) => get(`/api/inventory/storages/${w.a.bay}`),
    owner: 'farmer',
  },
  {
    route: 'GET /api/inventory/storages/:id',
    names: "Hillside's field",
    request: (w) => get(`/api/inventory/storages/${w.a.field}`),
    owner: 'farmer',
  },
  {
    route: 'PATCH /api/inventory/storages/:id',
    names: "Hillside's main barn",
    request: (w) => send('PATCH', `/api/inventory/storages/${w.a.barn}`, { name: 'Main barn (walked)' }),
    owner: 'farmer',
  },
  {
    route: 'DELETE /api/inventory/storages/:id',
    names: "Hillside's empty shed",
    request: (w) => send('DELETE', `/api/inventory/storages/${w.a.doomedStorage}`),
    owner: 'farmer',
  },
  {
    route: 'GET /api/inventory/overview',
    none: "the caller's own organisation's stock",
    requests: reads('/api/inventory/overview'),
  },

  // Inventory: stock records
  {
    route: 'GET /api/inventory/records',
    none: "the caller's own organisation's records",
    requests: reads('/api/inventory/records'),
  },
  {
    route: 'POST /api/inventory/records',
    names: "Hillside's main barn, as where the stock is (storageId)",
    request: (w) =>
      send('POST', '/api/inventory/records', {
        storageId: w.a.barn,
        quantityKg: 1000,
        commodityId: 'wheat',
        harvestYear: 2025,
      }),
    owner: 'farmer',
    refusedField: 'storageId',
  },
  {
    route: 'POST /api/inventory/records/import',
    none: "rows name the caller's own stores and fields by name, in the caller's own organisation",
  },
  {
    route: 'GET /api/inventory/records/:id',
    names: "Hillside's wheat in the main barn",
    request: (w) => get(`/api/inventory/records/${w.a.record}`),
    owner: 'farmer',
  },
  {
    route: 'PATCH /api/inventory/records/:id',
    names: "Hillside's wheat in the main barn",
    request: (w) => send('PATCH', `/api/inventory/records/${w.a.record}`, { variety: 'Walked' }),
    owner: 'farmer',
  },
  {
    route: 'DELETE /api/inventory/records/:id',
    names: "Hillside's wheat in the bay",
    request: (w) => send('DELETE', `/api/inventory/records/${w.a.doomedRecord}`),
    owner: 'farmer',
  },
  {
    route: 'POST /api/inventory/records/:id/adjustments',
    names: "Hillside's wheat in the main barn",
    request: (w) =>
      send('POST', `/api/inventory/records/${w.a.record}/adjustments`, { reason: 'stock-take', deltaKg: 1 }),
    owner: 'farmer',
  },
  {
    route: 'GET /api/inventory/records/:id/ledger',
    names: "Hillside's wheat in the main barn",
    request: (w) => get(`/api/inventory/records/${w.a.record}/ledger`),
    owner: 'farmer',
  },

  // Inventory: movements
  {
    route: 'GET /api/inventory/movements',
    none: "the caller's own organisation's movements",
    requests: reads('/api/inventory/movements'),
  },
  {
    route: 'POST /api/inventory/movements',
    names: "Hillside's wheat, as what goes out (sources[].recordId)",
    request: (w) => send('POST', '/api/inventory/movements', outboundOf(w, w.a.record)),
    owner: 'farmer',
    refusedField: 'sources.0.recordId',
  },
  {
    route: 'POST /api/inventory/movements',
    names: "Hillside's sub-store, as where the caller's own stock goes (destinationStorageId)",
    request: (w, who) =>
      send('POST', '/api/inventory/movements', {
        type: 'internal',
        status: 'planned',
        sources: [{ recordId: w.ownOf(who).record, quantityKg: 1000 }],
        destinationStorageId: w.a.bay,
        quantityKg: 1000,
        startDate: today(w.t),
      }),
    owner: 'farmer',
    refusedField: 'destinationStorageId',
  },
  {
    route: 'POST /api/inventory/movements',
    names: "Hillside's field, as where the caller's own intake was harvested (record.sourceStorageId)",
    request: (w, who) =>
      send('POST', '/api/inventory/movements', {
        type: 'intake',
        status: 'planned',
        destinationStorageId: w.ownOf(who).store,
        quantityKg: 1000,
        startDate: today(w.t),
        record: { commodityId: 'wheat', harvestYear: 2025, sourceStorageId: w.a.field },
      }),
    owner: 'farmer',
    refusedField: 'record.sourceStorageId',
  },
  {
    route: 'POST /api/inventory/movements',
    names: "Hillside's file, as the weighbridge ticket of the caller's own movement (weighbridgeFileId)",
    request: (w, who) =>
      send('POST', '/api/inventory/movements', { ...outboundOf(w, w.ownOf(who).record), weighbridgeFileId: w.a.file }),
    owner: 'farmer',
    parties: { scoped: FILES_MEMBER },
    refusedField: 'weighbridgeFileId',
  },
  {
    route: 'POST /api/inventory/movements/conflicts',
    names: "Hillside's wheat, as what goes out (sources[].recordId)",
    request: (w) => send('POST', '/api/inventory/movements/conflicts', outboundOf(w, w.a.record)),
    owner: 'farmer',
    refusedField: 'sources.0.recordId',
  },
  {
    route: 'GET /api/inventory/movements/:id',
    names: "Hillside's planned movement",
    request: (w) => get(`/api/inventory/movements/${w.a.planned}`),
    owner: 'farmer',
  },
  {
    route: 'POST /api/inventory/movements/:id/complete',
    names: "Hillside's planned movement",
    request: (w) => send('POST', `/api/inventory/movements/${w.a.completeMe}/complete`, {}),
    owner: 'farmer',
  },
  {
    route: 'POST /api/inventory/movements/:id/reverse',
    names: "Hillside's complete movement",
    request: (w) => send('POST', `/api/inventory/movements/${w.a.reverseMe}/reverse`, { reason: 'Walk' }),
    owner: 'farmer',
  },
  {
    route: 'POST /api/inventory/movements/:id/duplicate',
    names: "Hillside's planned movement",
    request: (w) => send('POST', `/api/inventory/movements/${w.a.planned}/duplicate`, { copies: 1 }),
    owner: 'farmer',
  },
  {
    route: 'DELETE /api/inventory/movements/:id',
    names: "Hillside's planned movement",
    request: (w) => send('DELETE', `/api/inventory/movements/${w.a.doomedMovement}`),
    owner: 'farmer',
  },

  // Inventory: harvests
  {
    route: 'GET /api/inventory/harvest-plans',
    none: "the caller's own organisation's harvests",
    requests: reads('/api/inventory/harvest-plans'),
  },
  {
    route: 'POST /api/inventory/harvest-plans',
    names: "Hillside's field (fieldId)",
    request: (w) =>
      send('POST', '/api/inventory/harvest-plans', { fieldId: w.a.field, commodityId: 'wheat', harvestYear: 2017 }),
    owner: 'farmer',
    refusedField: 'fieldId',
  },
  {
    route: 'GET /api/inventory/harvest-plans/:id',
    names: "Hillside's harvest with its loads",
    request: (w) => get(`/api/inventory/harvest-plans/${w.a.plan}`),
    owner: 'farmer',
  },
  {
    route: 'PATCH /api/inventory/harvest-plans/:id',
    names: "Hillside's harvest",
    request: (w) => send('PATCH', `/api/inventory/harvest-plans/${w.a.plan}`, { expectedYieldTonnesPerHectare: 9.25 }),
    owner: 'farmer',
  },
  {
    route: 'POST /api/inventory/harvest-plans/:id/complete',
    names: "Hillside's harvest in progress",
    request: (w) => send('POST', `/api/inventory/harvest-plans/${w.a.completePlan}/complete`),
    owner: 'farmer',
  },
  {
    route: 'POST /api/inventory/harvest-plans/:id/reopen',
    names: "Hillside's completed harvest",
    request: (w) => send('POST', `/api/inventory/harvest-plans/${w.a.reopenPlan}/reopen`),
    owner: 'farmer',
  },
  {
    route: 'DELETE /api/inventory/harvest-plans/:id',
    names: "Hillside's harvest without loads",
    request: (w) => send('DELETE', `/api/inventory/harvest-plans/${w.a.doomedPlan}`),
    owner: 'farmer',
  },
  {
    route: 'POST /api/inventory/harvest-plans/:id/loads',
    names: "Hillside's harvest, and its main barn as where the load goes",
    request: (w) => send('POST', `/api/inventory/harvest-plans/${w.a.plan}/loads`, loadInto(w, w.a.barn)),
    owner: 'farmer',
  },
  {
    route: 'POST /api/inventory/harvest-plans/:id/loads',
    names: "Hillside's main barn, as where a load of the caller's own harvest goes (destinationStorageId)",
    request: (w, who) => send('POST', `/api/inventory/harvest-plans/${w.ownOf(who).plan}/loads`, loadInto(w, w.a.barn)),
    owner: 'farmer',
    refusedField: 'destinationStorageId',
  },
  {
    route: 'DELETE /api/inventory/harvest-plans/:id/loads/:loadId',
    names: "Hillside's harvest and its planned load",
    request: (w) => send('DELETE', `/api/inventory/harvest-plans/${w.a.plan}/loads/${w.a.load}`),
    owner: 'farmer',
  },

  // Searches: the alias names a list, not an object
  {
    route: 'GET /api/search/inventory/:alias',
    none: "the alias names one of the inventory lists; each caller searches their own organisation's",
    requests: (w) => [
      ...INVENTORY_SEARCH_ALIASES_LIST.map((alias) => get(`/api/search/inventory/${alias}`)),
      get(`/api/search/inventory/records?f=storageId:${w.a.barn}`),
    ],
  },
  {
    route: 'GET /api/search/logistics/:alias',
    none:
      'the alias names a logistics list; each caller searches its own jobs and loads and those of jobs it was given, and ' +
      "its own business's fleet",
    requests: () =>
      [...LOGISTICS_SEARCH_ALIASES_LIST, ...FLEET_SEARCH_ALIASES_LIST].map((alias) =>
        get(`/api/search/logistics/${alias}`),
      ),
  },
  {
    route: 'GET /api/search/trading/:alias',
    none: "the alias names one of the trading lists; each caller searches their own business's, or the market",
    requests: () => TRADING_SEARCH_ALIASES_LIST.map((alias) => get(`/api/search/trading/${alias}`)),
  },

  // Logistics: the fleet (issue 22). Hillside's owner keeps one; the member limited to Brook End Farm holds
  // logistics.carrier too, and the fleet is the business's whole, so they are a party to every call.
  {
    route: 'GET /api/logistics/vehicles',
    none: "the caller's own business's vehicles",
    requests: reads('/api/logistics/vehicles'),
  },
  {
    route: 'GET /api/logistics/vehicles/lookup',
    none: 'asks the vehicle register about a registration; names nothing of anyone’s',
  },
  {
    route: 'POST /api/logistics/vehicles',
    names: "Hillside's insurance document, as a new vehicle's (insuranceFileId)",
    request: (w) =>
      send('POST', '/api/logistics/vehicles', {
        registration: `WK${String((unique += 1) % 100).padStart(2, '0')}WLK`,
        type: 'artic-cab',
        payloadKg: 29_000,
        insuranceFileId: w.a.insuranceDoc,
      }),
    owner: 'farmer',
    parties: { scoped: FLEET },
    refusedField: 'insuranceFileId',
  },
  {
    route: 'GET /api/logistics/vehicles/:id',
    names: "Hillside's vehicle",
    request: (w) => get(`/api/logistics/vehicles/${w.a.vehicle}`),
    owner: 'farmer',
    parties: { scoped: FLEET },
  },
  {
    route: 'PATCH /api/logistics/vehicles/:id',
    names: "Hillside's vehicle",
    request: (w) => send('PATCH', `/api/logistics/vehicles/${w.a.vehicle}`, { make: 'Walked' }),
    owner: 'farmer',
    parties: { scoped: FLEET },
  },
  {
    route: 'DELETE /api/logistics/vehicles/:id',
    names: "Hillside's vehicle to remove",
    request: (w) => send('DELETE', `/api/logistics/vehicles/${w.a.doomedVehicle}`),
    owner: 'farmer',
    parties: { scoped: FLEET },
  },
  {
    route: 'GET /api/logistics/trailers',
    none: "the caller's own business's trailers",
    requests: reads('/api/logistics/trailers'),
  },
  { route: 'POST /api/logistics/trailers', none: "adds a trailer to the caller's own fleet; names nothing else" },
  {
    route: 'GET /api/logistics/trailers/:id',
    names: "Hillside's trailer",
    request: (w) => get(`/api/logistics/trailers/${w.a.trailer}`),
    owner: 'farmer',
    parties: { scoped: FLEET },
  },
  {
    route: 'PATCH /api/logistics/trailers/:id',
    names: "Hillside's trailer",
    request: (w) => send('PATCH', `/api/logistics/trailers/${w.a.trailer}`, { decks: 2 }),
    owner: 'farmer',
    parties: { scoped: FLEET },
  },
  {
    route: 'DELETE /api/logistics/trailers/:id',
    names: "Hillside's trailer to remove",
    request: (w) => send('DELETE', `/api/logistics/trailers/${w.a.doomedTrailer}`),
    owner: 'farmer',
    parties: { scoped: FLEET },
  },
  {
    route: 'GET /api/logistics/drivers',
    none: "the caller's own business's drivers",
    requests: reads('/api/logistics/drivers'),
  },
  {
    route: 'GET /api/logistics/drivers/candidates',
    none: "the caller's own team's driver group",
    requests: reads('/api/logistics/drivers/candidates'),
  },
  {
    route: 'POST /api/logistics/drivers',
    names: "a member of Hillside's driver group, to register as a driver (profileId)",
    request: (w) =>
      send('POST', '/api/logistics/drivers', { profileId: w.a.spareDriverProfile, driverNumber: 'HARRI702154TJ7AB' }),
    owner: 'farmer',
    parties: { scoped: FLEET },
    refusedField: 'profileId',
  },
  {
    route: 'GET /api/logistics/drivers/:id',
    names: "Hillside's driver",
    request: (w) => get(`/api/logistics/drivers/${w.a.fleetDriver}`),
    owner: 'farmer',
    parties: { scoped: FLEET },
  },
  {
    route: 'PATCH /api/logistics/drivers/:id',
    names: "Hillside's driver",
    request: (w) => send('PATCH', `/api/logistics/drivers/${w.a.fleetDriver}`, { driverNumber: 'HARRI702154TJ6AB' }),
    owner: 'farmer',
    parties: { scoped: FLEET },
  },
  {
    route: 'DELETE /api/logistics/drivers/:id',
    names: "Hillside's driver to remove",
    request: (w) => send('DELETE', `/api/logistics/drivers/${w.a.doomedDriver}`),
    owner: 'farmer',
    parties: { scoped: FLEET },
  },
  {
    route: 'GET /api/logistics/terms',
    none: "the caller's own business's terms and conditions",
    requests: reads('/api/logistics/terms'),
  },
  { route: 'PUT /api/logistics/terms', none: "replaces the caller's own business's terms; names nothing else" },

  // Trading: listings
  {
    route: 'GET /api/trading/listings',
    none: "the caller's own business's listings",
    requests: reads('/api/trading/listings?limit=100'),
  },
  {
    route: 'POST /api/trading/listings',
    names: 'Hillside Farm, as where the grain is (businessUnitId)',
    request: (w) => send('POST', '/api/trading/listings', listingBody(w.t, w.a.farm)),
    owner: 'farmer',
    refusedField: 'businessUnitId',
  },
  {
    route: 'GET /api/trading/listings/:id',
    names: "Hillside's listing open for offers",
    request: (w) => get(`/api/trading/listings/${w.a.live}`),
    owner: 'farmer',
    parties: { buyer: MARKET, buyer2: MARKET, outsider: MARKET },
  },
  {
    route: 'GET /api/trading/listings/:id',
    names: "Hillside's scheduled listing, not yet open for offers",
    request: (w) => get(`/api/trading/listings/${w.a.scheduled}`),
    owner: 'farmer',
  },
  {
    route: 'PATCH /api/trading/listings/:id',
    names: "Hillside's listing open for offers",
    request: (w) => send('PATCH', `/api/trading/listings/${w.a.live}`, { notes: 'Walked' }),
    owner: 'farmer',
  },
  {
    route: 'PATCH /api/trading/listings/:id/close',
    names: "Hillside's listing open for offers",
    request: (w) => send('PATCH', `/api/trading/listings/${w.a.closeMe}/close`, { reasonId: 'other' }),
    owner: 'farmer',
  },
  {
    route: 'POST /api/trading/listings/:id/relist',
    names: "Hillside's closed listing",
    request: (w) =>
      send('POST', `/api/trading/listings/${w.a.relistMe}/relist`, {
        reviewAt: new Date(w.t.clock.now().getTime() + 3 * HOUR).toISOString(),
      }),
    owner: 'farmer',
  },
  {
    route: 'PATCH /api/trading/listings/:id/archive',
    names: "Hillside's closed listing",
    request: (w) => send('PATCH', `/api/trading/listings/${w.a.archiveMe}/archive`),
    owner: 'farmer',
  },
  {
    route: 'GET /api/trading/listings/:id/bids',
    names: "Hillside's listing open for offers",
    request: (w) => get(`/api/trading/listings/${w.a.live}/bids`),
    owner: 'farmer',
  },
  {
    route: 'GET /api/trading/market',
    none: 'the listings open for offers, for buyers',
    requests: reads('/api/trading/market?limit=100'),
  },

  // Trading: offers
  {
    route: 'POST /api/trading/bids',
    names: "Hillside's listing open for offers (listingId)",
    request: (w) => send('POST', '/api/trading/bids', wheatOffer(w, w.a.bidMe)),
    owner: 'buyer',
    parties: {
      buyer2: 'Anglia’s bidder may offer on a listing open for offers (trading §4)',
      outsider: 'a vetted buyer may offer on a listing open for offers (trading §4)',
    },
  },
  {
    route: 'GET /api/trading/bids',
    none: "the caller's own business's offers",
    requests: reads('/api/trading/bids?limit=100'),
  },
  {
    route: 'GET /api/trading/buyer/dashboard',
    none: "the caller's own business's position",
    requests: reads('/api/trading/buyer/dashboard'),
  },
  {
    route: 'GET /api/trading/bids/:id',
    names: "Anglia's offer on Hillside's listing",
    request: (w) => get(`/api/trading/bids/${w.a.offer}`),
    owner: 'buyer',
    parties: { farmer: SELLER_OF, buyer2: COLLEAGUE },
  },
  {
    route: 'PATCH /api/trading/bids/:id',
    names: "Anglia's offer on Hillside's listing",
    request: (w) => send('PATCH', `/api/trading/bids/${w.a.offer}`, wheatOffer(w)),
    owner: 'buyer',
    parties: { buyer2: `${COLLEAGUE}: answered by the offer's own rule (only its sender edits it, 409)` },
  },
  {
    route: 'PATCH /api/trading/bids/:id/withdraw',
    names: "Anglia's offer on Hillside's listing",
    request: (w) => send('PATCH', `/api/trading/bids/${w.a.withdrawMe}/withdraw`),
    owner: 'buyer',
    parties: { buyer2: `${COLLEAGUE} withdraws for the business (trading §4)` },
  },
  {
    route: 'PATCH /api/trading/bids/:id/accept',
    names: "Anglia's offer under review, and its option",
    request: (w) => send('PATCH', `/api/trading/bids/${w.a.acceptMe}/accept`, { optionId: w.a.acceptOption }),
    owner: 'farmer',
  },
  {
    route: 'PATCH /api/trading/bids/:id/contract',
    names: "Anglia's offer traded with Hillside",
    request: (w) => send('PATCH', `/api/trading/bids/${w.a.traded}/contract`, { contractNumber: 'AGM-2026-0001' }),
    owner: 'buyer2',
    parties: { buyer: `${COLLEAGUE} sends the contract for the business` },
  },
  {
    route: 'POST /api/trading/bids/:id/contract-request',
    names: "Anglia's offer traded with Hillside, its contract overdue",
    request: (w) => send('POST', `/api/trading/bids/${w.a.overdue}/contract-request`),
    owner: 'farmer',
  },
  {
    route: 'POST /api/trading/bids/:id/expired-bid-offer',
    names: "Anglia's expired offer on Hillside's listing, and its option",
    request: (w) => send('POST', `/api/trading/bids/${w.a.expired}/expired-bid-offer`, { optionId: w.a.expiredOption }),
    owner: 'farmer',
  },
  {
    route: 'POST /api/trading/bids/:id/expired-bid-accept-offer',
    names: "Anglia's expired offer that Hillside asked to reopen",
    request: (w) => send('POST', `/api/trading/bids/${w.a.reopenAccept}/expired-bid-accept-offer`),
    owner: 'buyer',
    parties: { buyer2: `${COLLEAGUE} answers for the business` },
  },
  {
    route: 'POST /api/trading/bids/:id/expired-bid-decline-offer',
    names: "Anglia's expired offer that Hillside asked to reopen",
    request: (w) => send('POST', `/api/trading/bids/${w.a.reopenDecline}/expired-bid-decline-offer`),
    owner: 'buyer',
    parties: { buyer2: `${COLLEAGUE} answers for the business` },
  },

  // Trading: wanted listings and trade requests
  {
    route: 'GET /api/trading/wanted',
    none: "the caller's own wanted listings, or every open one",
    requests: reads('/api/trading/wanted?limit=100', '/api/trading/wanted?mine=true&limit=100'),
  },
  { route: 'POST /api/trading/wanted', none: "posts the caller's own wanted listing" },
  {
    route: 'GET /api/trading/wanted/:id',
    names: "Anglia's wanted listing",
    request: (w) => get(`/api/trading/wanted/${w.a.wanted}`),
    owner: 'buyer',
    parties: { farmer: WANTED, scoped: WANTED, buyer2: WANTED, rival: WANTED, rivalHand: WANTED, outsider: WANTED },
  },
  {
    route: 'PATCH /api/trading/wanted/:id/close',
    names: "Anglia's wanted listing",
    request: (w) => send('PATCH', `/api/trading/wanted/${w.a.doomedWanted}/close`),
    owner: 'buyer',
    parties: { buyer2: `${COLLEAGUE} closes the business's wanted listing` },
  },
  {
    route: 'GET /api/trading/trade-requests',
    none: "the trade requests the caller's own business sent or received",
    requests: reads('/api/trading/trade-requests?limit=100'),
  },
  {
    route: 'GET /api/trading/trade-requests/:id',
    names: "Hillside's trade request to Anglia",
    request: (w) => get(`/api/trading/trade-requests/${w.a.request}`),
    owner: 'farmer',
    parties: { buyer: 'the buyer it was sent to', buyer2: 'a colleague of the buyer it was sent to' },
  },
  {
    route: 'POST /api/trading/trade-requests',
    names: 'Hillside Farm, as where the grain is (businessUnitId)',
    request: (w) =>
      send('POST', '/api/trading/trade-requests', {
        wantedId: w.a.wanted,
        businessUnitId: w.a.farm,
        quantityKg: 250_000,
        month: monthFrom(w.t, 2),
        pricePerUnit: 19_600,
      }),
    owner: 'farmer',
    refusedField: 'businessUnitId',
  },
  {
    route: 'PATCH /api/trading/trade-requests/:id/close',
    names: "Hillside's trade request to Anglia",
    request: (w) => send('PATCH', `/api/trading/trade-requests/${w.a.doomedRequest}/close`, { outcome: 'declined' }),
    owner: 'buyer',
    parties: { buyer2: `${COLLEAGUE} answers for the business` },
  },
  {
    route: 'GET /api/trading/trades',
    none: "the caller's own business's trades",
    requests: reads('/api/trading/trades?limit=100'),
  },
  {
    route: 'GET /api/trading/contracts',
    none: "the caller's own business's contracts, as seller or buyer",
    requests: reads('/api/trading/contracts?limit=100'),
  },
  {
    route: 'GET /api/trading/contracts/:id',
    names: "Hillside's contract with Anglia, opened by the barley trade",
    request: (w) => get(`/api/trading/contracts/${w.a.contract}`),
    owner: 'farmer',
    parties: { buyer: 'the buyer is the other party to the contract (§7)' },
  },
  {
    route: 'GET /api/trading/contracts/:id/deliveries',
    names: "Hillside's contract with Anglia, with its deliveries",
    request: (w) => get(`/api/trading/contracts/${w.a.contract}/deliveries`),
    owner: 'farmer',
    parties: { buyer: 'the buyer is the other party to the contract and reads its deliveries (§7)' },
  },
  {
    route: 'POST /api/trading/contracts/:id/deliveries',
    names: "Hillside's contract with Anglia, and a lot of Hillside's",
    request: (w) =>
      send('POST', `/api/trading/contracts/${w.a.contract}/deliveries`, {
        plannedDate: w.a.deliveryDate,
        plannedWeightKg: 1_000,
        lots: [{ recordId: w.a.barley, quantityKg: 1_000 }],
      }),
    owner: 'farmer',
  },
  {
    route: 'PATCH /api/trading/contracts/:id/deliveries/:deliveryId',
    names: "a planned delivery of Hillside's contract with Anglia",
    request: (w) =>
      send('PATCH', `/api/trading/contracts/${w.a.contract}/deliveries/${w.a.delivery}`, { plannedWeightKg: 1_000 }),
    owner: 'farmer',
  },
  {
    route: 'POST /api/trading/contracts/:id/deliveries/:deliveryId/sample',
    names: "a delivery of Hillside's contract with Anglia, sampled by Anglia",
    request: (w) =>
      send('POST', `/api/trading/contracts/${w.a.contract}/deliveries/${w.a.delivery}/sample`, {
        results: { moisture: 14.2 },
      }),
    owner: 'buyer',
  },
  {
    route: 'POST /api/trading/contracts/:id/deliveries/:deliveryId/dispatch',
    names: "a planned delivery of Hillside's contract with Anglia",
    request: (w) =>
      send('POST', `/api/trading/contracts/${w.a.contract}/deliveries/${w.a.delivery}/dispatch`, {
        actualDate: today(w.t),
      }),
    owner: 'farmer',
  },
  {
    route: 'POST /api/trading/contracts/:id/deliveries/:deliveryId/tipped-weight',
    names: "a dispatched delivery of Hillside's contract with Anglia, and Anglia's ticket and receipt",
    request: (w) =>
      send('POST', `/api/trading/contracts/${w.a.contract}/deliveries/${w.a.delivery}/tipped-weight`, {
        grossKg: 16_000,
        tareKg: 15_000,
        netKg: 1_000,
        tippedQuantityKg: 1_000,
        weighbridgeFileId: w.a.ticket,
        collectionReceiptFileId: w.a.receipt,
      }),
    owner: 'buyer',
  },
  // The delivery the buyer tipped above is settled by the buyer (self-billed), then paid as the seller records it.
  {
    route: 'POST /api/trading/contracts/:id/deliveries/:deliveryId/settlement',
    names: "a delivered delivery of Hillside's contract with Anglia",
    request: (w) => send('POST', `/api/trading/contracts/${w.a.contract}/deliveries/${w.a.delivery}/settlement`, {}),
    owner: 'buyer',
    parties: { farmer: 'the seller may settle the delivery too (its own invoice rather than a self-billed one)' },
  },
  {
    route: 'PATCH /api/trading/contracts/:id/deliveries/:deliveryId/settlement',
    names: "a settled delivery of Hillside's contract with Anglia (an empty change reads it; any other is 409)",
    request: (w) => send('PATCH', `/api/trading/contracts/${w.a.contract}/deliveries/${w.a.delivery}/settlement`, {}),
    owner: 'buyer',
    parties: { farmer: 'the seller is the other party to the settlement and reads it' },
  },
  {
    route: 'POST /api/trading/contracts/:id/deliveries/:deliveryId/settlement/payment',
    names: "a settled delivery of Hillside's contract with Anglia",
    request: (w) =>
      send('POST', `/api/trading/contracts/${w.a.contract}/deliveries/${w.a.delivery}/settlement/payment`, {
        receivedDate: today(w.t),
      }),
    owner: 'farmer',
  },
  {
    route: 'DELETE /api/trading/contracts/:id/deliveries/:deliveryId',
    names: "a planned delivery of Hillside's contract with Anglia",
    request: (w) => send('DELETE', `/api/trading/contracts/${w.a.contract}/deliveries/${w.a.doomedDelivery}`),
    owner: 'farmer',
  },
  {
    route: 'GET /api/trading/invoices',
    none: "the invoices the caller's own business issued or received",
    requests: reads('/api/trading/invoices?limit=100'),
  },
  {
    route: 'GET /api/trading/invoices/:id',
    names: "Hillside's invoice to Anglia for the barley contract",
    request: (w) => get(`/api/trading/invoices/${w.a.invoice}`),
    owner: 'farmer',
    parties: { buyer: 'the buyer is the invoice’s recipient' },
  },
  {
    route: 'GET /api/trading/invoices/:id/pdf',
    names: "Hillside's invoice to Anglia for the barley contract, as a PDF",
    request: (w) => get(`/api/trading/invoices/${w.a.invoice}/pdf`),
    owner: 'farmer',
    parties: { buyer: 'the buyer is the invoice’s recipient' },
  },
  {
    route: 'POST /api/trading/contracts',
    names: "Hillside's farm, as the seller's business unit of a contract entered",
    request: (w) =>
      send('POST', '/api/trading/contracts', {
        type: 'sales',
        sellerBusinessUnitId: w.a.farm,
        contractNumber: 'OFF-PLANTED',
        startDate: today(w.t),
        endDate: today(w.t),
        pricePerUnit: 19_000,
        priceType: 'fixed',
        totalWeightKg: 10_000,
        commodityId: 'wheat',
        counterparty: { name: 'Planted Grain Ltd' },
      }),
    owner: 'farmer',
    refusedField: 'sellerBusinessUnitId',
  },
  {
    route: 'PATCH /api/trading/contracts/:id',
    names: 'a storage contract Hillside entered (its alone: the other party is named by text)',
    request: (w) => send('PATCH', `/api/trading/contracts/${w.a.entered}`, { contractNumber: 'ST-WALK-1a' }),
    owner: 'farmer',
  },
  {
    route: 'DELETE /api/trading/contracts/:id',
    names: 'a sales contract Hillside entered',
    request: (w) => send('DELETE', `/api/trading/contracts/${w.a.doomedContract}`),
    owner: 'farmer',
  },
  {
    route: 'POST /api/trading/contracts/:id/files',
    names: 'a contract Hillside entered, and a contract document of Hillside’s (fileId)',
    request: (w) => send('POST', `/api/trading/contracts/${w.a.entered}/files`, { fileId: w.a.attachDoc }),
    owner: 'farmer',
    refusedField: 'fileId',
  },
  {
    route: 'DELETE /api/trading/contracts/:id/files/:fileId',
    names: 'a contract Hillside entered and the contract document on it',
    request: (w) => send('DELETE', `/api/trading/contracts/${w.a.entered}/files/${w.a.contractDoc}`),
    owner: 'farmer',
  },
  {
    route: 'POST /api/trading/contracts/:id/cancel',
    names: 'a storage contract Hillside entered (§9 notice)',
    request: (w) => send('POST', `/api/trading/contracts/${w.a.noticeMe}/cancel`),
    owner: 'farmer',
  },
  {
    route: 'POST /api/trading/contracts/:id/fixings',
    names: 'an unfixed sales contract Hillside entered (§1 base fixing)',
    request: (w) =>
      send('POST', `/api/trading/contracts/${w.a.unfixed}/fixings`, {
        weightKg: 1_000,
        pricePerUnit: 18_500,
        fixedOn: today(w.t),
      }),
    owner: 'farmer',
  },
  {
    route: 'POST /api/trading/contracts/:id/rollovers',
    names: "Hillside's contract with Anglia, its undelivered part rolled into a later month",
    request: (w) =>
      send('POST', `/api/trading/contracts/${w.a.contract}/rollovers`, {
        part: 'undelivered',
        weightKg: 1_000,
        month: w.a.laterMonth,
      }),
    owner: 'farmer',
    parties: { buyer: 'the buyer is the other party to the contract and may roll it over too' },
  },
  {
    route: 'POST /api/trading/contracts/:id/price-updates',
    names: "Hillside's contract with Anglia, and its delivery sampled outside the specification (deliveryId)",
    request: (w) =>
      send('POST', `/api/trading/contracts/${w.a.contract}/price-updates`, {
        deliveryId: w.a.graded,
        pricePerUnit: 15_000,
        reason: 'Feed grade',
      }),
    owner: 'buyer',
    refusedField: 'deliveryId',
  },
  {
    route: 'PATCH /api/trading/contracts/:id/adjustment-scale',
    names: "Hillside's contract with Anglia, its agreed deduction and bonus scale",
    request: (w) =>
      send('PATCH', `/api/trading/contracts/${w.a.contract}/adjustment-scale`, {
        scale: [
          {
            measure: 'moisture',
            reasonId: 'moisture-drying',
            kind: 'deduction',
            side: 'above',
            threshold: 14.5,
            step: 0.5,
            ratePerStepMinor: 100,
          },
        ],
      }),
    owner: 'farmer',
    parties: { buyer: 'the buyer is the other party to the contract and agrees its scale too' },
  },
  // Market data (issue 24): prices of the whole market, no party named.
  {
    route: 'GET /api/trading/insights/prices',
    none: 'market prices by region and the prices traded on the platform, no party named',
    requests: reads('/api/trading/insights/prices'),
  },
  {
    route: 'GET /api/trading/ex-farm',
    none: 'ex-farm prices of the whole market, no party named',
    requests: reads('/api/trading/ex-farm'),
  },
  {
    route: 'GET /api/admin/market-prices/sources',
    none: 'the price sources, for system administrators (403 to anyone else)',
    requests: reads('/api/admin/market-prices/sources'),
  },
  { route: 'POST /api/admin/market-prices/import', none: 'imports a published price table (system administrators)' },

  // Market data (issue 24): the farmer's own price alerts, and Hillside's target prices.
  {
    route: 'GET /api/trading/alert-preferences',
    none: "the caller's own alerts in the acting business",
    requests: reads('/api/trading/alert-preferences'),
  },
  {
    route: 'POST /api/trading/alert-preferences',
    none: "makes an alert of the caller's own on a crop, region and kind: no one's object is named",
  },
  {
    route: 'DELETE /api/trading/alert-preferences/:id',
    names: "the farmer's price alert, in the path",
    request: (w) => send('DELETE', `/api/trading/alert-preferences/${w.a.doomedAlert}`),
    owner: 'farmer',
  },
  {
    route: 'GET /api/trading/target-prices',
    none: "the acting business's own target prices",
    requests: reads('/api/trading/target-prices'),
  },
  {
    route: 'PUT /api/trading/target-prices',
    none: "sets the acting business's own target by crop, month and region: no one's object is named",
  },
  {
    route: 'DELETE /api/trading/target-prices/:id',
    names: "Hillside's target price, in the path",
    request: (w) => send('DELETE', `/api/trading/target-prices/${w.a.doomedTarget}`),
    owner: 'farmer',
    parties: {
      scoped:
        "target prices are the business's, not a unit's: a Hillside seller with trading.listings at write sets them",
    },
  },

  // Logistics: the load planner. Hillside organised the job and owns its load; Fenland, given the job, plans it.
  {
    route: 'GET /api/logistics/planner',
    none: "the caller's own fleet and the loads of jobs given to the caller's business",
    requests: reads(`/api/logistics/planner?day=${PLANNER_DAY}`, '/api/logistics/planner'),
  },
  {
    route: 'POST /api/logistics/loads/:id/allocations',
    names: "a load of Hillside's job given to Fenland, with Fenland's vehicle and driver",
    request: (w) =>
      send('POST', `/api/logistics/loads/${w.a.haulLoad}/allocations`, {
        vehicleId: w.a.haulVehicle,
        driverId: w.a.haulDriver,
        day: PLANNER_DAY,
        weightKg: 1_000,
      }),
    owner: 'carrier',
  },
  {
    route: 'DELETE /api/logistics/loads/:id/allocations/:allocationId',
    names: "Fenland's allocation of a load of Hillside's job",
    request: (w) => send('DELETE', `/api/logistics/loads/${w.a.haulLoad}/allocations/${w.a.doomedAllocation}`),
    owner: 'carrier',
  },
  {
    route: 'PATCH /api/logistics/loads/:id/allocations/:allocationId',
    names: "Fenland's allocation of a load of Hillside's job, given to another of Fenland's drivers",
    request: (w) =>
      send('PATCH', `/api/logistics/loads/${w.a.haulLoad}/allocations/${w.a.haulAllocation}`, {
        driverId: w.a.haulDriver,
      }),
    owner: 'carrier',
  },
  {
    route: 'PATCH /api/logistics/loads/:id/over-allocation',
    names: "a load of Hillside's job given to Fenland",
    request: (w) => send('PATCH', `/api/logistics/loads/${w.a.haulLoad}/over-allocation`, { allowed: true }),
    owner: 'carrier',
  },
  // Logistics: quotes from carriers, Hillside organising and Fenland Haulage asked
  {
    route: 'POST /api/logistics/jobs/:id/quotes',
    names: 'a Hillside job awaiting quotes, and Fenland Haulage to ask (carrierOrganisationIds)',
    request: (w) =>
      send('POST', `/api/logistics/jobs/${w.a.quoteJob}/quotes`, { carrierOrganisationIds: [w.a.fenland] }),
    owner: 'farmer',
    parties: { scoped: JOBS_MEMBER },
  },
  {
    route: 'GET /api/logistics/jobs/:id/quotes',
    names: "a Hillside job's quotes",
    request: (w) => get(`/api/logistics/jobs/${w.a.quotedJob}/quotes`),
    owner: 'farmer',
    parties: { scoped: JOBS_MEMBER },
  },
  {
    route: 'POST /api/logistics/quotes/:id/accept',
    names: "Fenland Haulage's submitted quote for a Hillside job",
    request: (w) => send('POST', `/api/logistics/quotes/${w.a.acceptQuote}/accept`),
    owner: 'farmer',
    parties: { scoped: JOBS_MEMBER },
  },
  {
    route: 'POST /api/logistics/quotes/:id/cancel',
    names: "Hillside's request to Fenland Haulage for a quote",
    request: (w) => send('POST', `/api/logistics/quotes/${w.a.cancelQuote}/cancel`),
    owner: 'farmer',
    parties: { scoped: JOBS_MEMBER },
  },
  {
    route: 'GET /api/logistics/quote-requests',
    none: "the quote requests the caller's own carrier business was sent",
    requests: reads('/api/logistics/quote-requests?limit=100'),
  },
  {
    route: 'GET /api/logistics/quote-requests/:id',
    names: "Hillside's request to Fenland Haulage for a quote",
    request: (w) => get(`/api/logistics/quote-requests/${w.a.priceQuote}`),
    owner: 'carrier',
    parties: { driver: "the carrier's driver reads its quote requests (logistics.carrier read)" },
  },
  {
    route: 'POST /api/logistics/quotes/:id/open',
    names: "Hillside's request to Fenland Haulage for a quote",
    request: (w) => send('POST', `/api/logistics/quotes/${w.a.priceQuote}/open`),
    owner: 'carrier',
  },
  {
    route: 'POST /api/logistics/quotes/:id/submit',
    names: "Hillside's request to Fenland Haulage for a quote",
    request: (w) => send('POST', `/api/logistics/quotes/${w.a.priceQuote}/submit`, { priceMinor: 46_000 }),
    owner: 'carrier',
  },
  {
    route: 'POST /api/logistics/quotes/:id/decline',
    names: "Hillside's request to Fenland Haulage for a quote",
    request: (w) => send('POST', `/api/logistics/quotes/${w.a.declineQuote}/decline`),
    owner: 'carrier',
  },
  {
    route: 'GET /api/logistics/carriers/:carrierId/terms',
    none: "a carrier's terms, which every business organising haulage reads before agreeing them; it names the carrier, no object of Hillside's",
    requests: (w) => [get(`/api/logistics/carriers/${w.a.fenland}/terms`)],
  },
  {
    route: 'POST /api/logistics/carriers/:carrierId/terms/agreement',
    none: "records the caller's own business's agreement to a carrier's terms",
  },
  // Logistics: loads (issue 22), Hillside's on a job given to Fenland Haulage
  {
    route: 'POST /api/logistics/loads',
    names: "Hillside's haulage job, to put a new load on",
    request: (w) => send('POST', '/api/logistics/loads', { jobId: w.a.loadsJob, weightKg: 1_000 }),
    owner: 'farmer',
    parties: { scoped: HAULAGE_MEMBER },
    refusedField: 'jobId',
  },
  {
    route: 'GET /api/logistics/loads/:id',
    names: "a load on Hillside's job given to Fenland Haulage",
    request: (w) => get(`/api/logistics/loads/${w.a.loadsLoad}`),
    owner: 'farmer',
    parties: { scoped: HAULAGE_MEMBER, ...HAULIER_READS },
  },
  {
    route: 'PATCH /api/logistics/loads/:id',
    names: "a load on Hillside's job given to Fenland Haulage",
    request: (w) => send('PATCH', `/api/logistics/loads/${w.a.loadsLoad}`, { notes: 'Walked' }),
    owner: 'farmer',
    parties: { scoped: HAULAGE_MEMBER },
  },
  {
    route: 'DELETE /api/logistics/loads/:id',
    names: "a load on Hillside's job given to Fenland Haulage",
    request: (w) => send('DELETE', `/api/logistics/loads/${w.a.doomedLoad}`),
    owner: 'farmer',
    parties: { scoped: HAULAGE_MEMBER },
  },
  {
    route: 'PUT /api/logistics/loads/:id/tipped',
    names: "a load on Hillside's job given to Fenland Haulage, and Fenland's weighbridge ticket",
    request: (w) =>
      send('PUT', `/api/logistics/loads/${w.a.tipMe}/tipped`, {
        grossKg: 44_000,
        tareKg: 15_000,
        netKg: 29_000,
        tippedQuantityKg: 29_000,
        weighbridgeFileId: w.a.carrierTicket,
      }),
    owner: 'carrier',
    parties: {
      farmer: 'the organiser records where its load was tipped too',
      scoped: HAULAGE_MEMBER,
    },
  },
  {
    route: 'GET /api/logistics/jobs/:id/loads',
    names: "Hillside's job given to Fenland Haulage",
    request: (w) => get(`/api/logistics/jobs/${w.a.loadsJob}/loads`),
    owner: 'farmer',
    parties: { scoped: HAULAGE_MEMBER, ...HAULIER_READS },
  },
  {
    route: 'POST /api/logistics/loads/import',
    none: "rows name the caller's own jobs by reference, in the caller's own organisation",
  },
  // Logistics: haulage jobs (issue 22)
  { route: 'POST /api/logistics/jobs', none: "makes the caller's own business's job" },
  {
    route: 'POST /api/logistics/jobs/from-delivery/:deliveryId',
    names: "a planned delivery of Hillside's contract with Anglia",
    request: (w) => send('POST', `/api/logistics/jobs/from-delivery/${w.a.hauledDelivery}`),
    owner: 'farmer',
    parties: {
      buyer: 'the buyer is the other party to the contract and may book its haulage too',
      scoped: JOBS_MEMBER,
    },
  },
  {
    route: 'GET /api/logistics/jobs/of-delivery/:deliveryId',
    names: "a planned delivery of Hillside's contract with Anglia",
    request: (w) => get(`/api/logistics/jobs/of-delivery/${w.a.hauledDelivery}`),
    owner: 'farmer',
    parties: {
      buyer: 'the buyer is the other party to the contract and reads whether its haulage is booked',
      scoped: JOBS_MEMBER,
    },
  },
  {
    route: 'GET /api/logistics/jobs/:id',
    names: "Hillside's job given to Fenland Haulage",
    request: (w) => get(`/api/logistics/jobs/${w.a.givenJob}`),
    owner: 'farmer',
    parties: { scoped: JOBS_MEMBER, carrier: HAULIER_OF, driver: `${HAULIER_OF}, through its driver` },
  },
  {
    route: 'PATCH /api/logistics/jobs/:id',
    names: "Hillside's job awaiting quotes",
    request: (w) => send('PATCH', `/api/logistics/jobs/${w.a.openJob}`, { driverNotes: 'Gate code 1234' }),
    owner: 'farmer',
    parties: { scoped: JOBS_MEMBER },
  },
  {
    route: 'POST /api/logistics/jobs/:id/cancel',
    names: "Hillside's job given to Fenland Haulage",
    request: (w) => send('POST', `/api/logistics/jobs/${w.a.doomedJob}/cancel`, {}),
    owner: 'farmer',
    parties: { scoped: JOBS_MEMBER, carrier: `${HAULIER_OF}, and may cancel it` },
  },
  {
    route: 'POST /api/logistics/jobs/:id/decline',
    names: "Hillside's job given to Fenland Haulage",
    request: (w) => send('POST', `/api/logistics/jobs/${w.a.declineJob}/decline`, {}),
    owner: 'carrier',
  },
  // Logistics: live tracking (issue 23), a Hillside job Fenland's driver is driving
  {
    route: 'POST /api/logistics/driver/jobs/:id/positions',
    names: "Hillside's job given to Fenland Haulage, being driven by Fenland's driver",
    request: (w) =>
      send('POST', `/api/logistics/driver/jobs/${w.a.trackedJob}/positions`, {
        positions: [{ lat: 52.3, lon: 1.1, at: w.t.clock.now().toISOString() }],
      }),
    owner: 'driver',
  },
  {
    route: 'GET /api/logistics/jobs/:id/tracking',
    names: "Hillside's job given to Fenland Haulage, being driven by Fenland's driver",
    request: (w) => get(`/api/logistics/jobs/${w.a.trackedJob}/tracking`),
    owner: 'farmer',
    parties: { scoped: JOBS_MEMBER, carrier: HAULIER_OF, driver: `${HAULIER_OF}, through its driver` },
  },
  {
    route: 'POST /api/logistics/jobs/:id/book',
    names: "Hillside's job given to Fenland Haulage, its load allocated",
    request: (w) => send('POST', `/api/logistics/jobs/${w.a.bookJob}/book`),
    owner: 'carrier',
  },
  // Logistics: the driver app. Fenland's driver drives the job Hillside gave Fenland, its load allocated to him.
  {
    route: 'GET /api/logistics/driver/jobs',
    none: "the caller's own jobs as a driver today: those whose loads are allocated to them",
    requests: reads('/api/logistics/driver/jobs'),
  },
  {
    route: 'GET /api/logistics/driver/jobs/:id',
    names: "Hillside's job given to Fenland Haulage, its load allocated to Fenland's driver",
    request: (w) => get(`/api/logistics/driver/jobs/${w.a.driveJob}`),
    owner: 'driver',
  },
  {
    route: 'POST /api/logistics/driver/jobs/:id/actions',
    names: "Hillside's job given to Fenland Haulage, its load allocated to Fenland's driver",
    request: (w) => send('POST', `/api/logistics/driver/jobs/${w.a.driveJob}/actions`, { action: 'start' }),
    owner: 'driver',
  },
  {
    route: 'POST /api/logistics/driver/jobs/:id/stops/:stopId/pod',
    names: "the unload stop of Hillside's job driven by Fenland's driver",
    request: (w) =>
      send('POST', `/api/logistics/driver/jobs/${w.a.driveJob}/stops/${w.a.driveStop}/pod`, {
        receiverName: 'Walk',
        signature: 'data:image/png;base64,iVBORw0KGgo=',
      }),
    owner: 'driver',
    noControl: 'a POD is taken at the stop being unloaded, once arrived: driving.test.ts submits real ones',
  },
  {
    route: 'GET /api/logistics/jobs/:id/pods',
    names: "Hillside's job given to Fenland Haulage",
    request: (w) => get(`/api/logistics/jobs/${w.a.driveJob}/pods`),
    owner: 'farmer',
    parties: { scoped: JOBS_MEMBER, carrier: HAULIER_OF, driver: `${HAULIER_OF}, through its driver` },
  },
];

function outboundOf(w: World, recordId: string) {
  return {
    type: 'outbound',
    status: 'planned',
    sources: [{ recordId, quantityKg: 1000 }],
    quantityKg: 1000,
    startDate: today(w.t),
  };
}

function loadInto(w: World, destinationStorageId: string) {
  return { destinationStorageId, quantityKg: 10, startDate: today(w.t), status: 'planned' };
}

const isNamed = (entry: Entry): entry is Named => 'names' in entry && !('open' in entry);
const isOpen = (entry: Entry): entry is Open => 'open' in entry;
const titleOf = (entry: Entry) =>
  'names' in entry ? `${entry.route} naming ${entry.names}` : `${entry.route}: ${entry.none}`;

describe('authorisation walk: one business’s ids as every other business and role (issue 18)', () => {
  let w: World;

  beforeAll(async () => {
    w = await buildAuthorisationWorld();
  }, 120_000);

  afterAll(() => w?.close());

  const inject = (who: Walker | null, request: Request) =>
    w.t.app.inject({ ...request, headers: { ...(who ? w.headers[who] : {}), ...request.headers } });

  /** No reply may carry an id of A's that the caller may not see, unless the caller sent it. */
  function expectNoLeak(who: Walker, request: Request, reply: LightMyRequestResponse, context: string) {
    const sent = `${request.url} ${Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : JSON.stringify(request.payload ?? null)}`;
    const leaked = w.secrets
      .filter((secret) => !secret.seenBy.includes(who) && !sent.includes(secret.id) && reply.body.includes(secret.id))
      .map((secret) => secret.label);
    expect(leaked, `${context} as ${who} answered ${reply.statusCode} with ids of A's it may not see`).toEqual([]);
  }

  it('has an entry for every route, and every entry is a route', () => {
    expectEveryRouteListed(w.t.routes, (url) => url.startsWith('/api'), ENTRIES);
  });

  it('says where the id of every route with a path parameter comes from', () => {
    const withParameters = ENTRIES.filter((entry) => /[:*]/.test(entry.route));
    for (const entry of withParameters) {
      const where = 'names' in entry ? entry.names : entry.none;
      expect(where.length, `${entry.route} says where its id comes from`).toBeGreaterThan(0);
    }
  });

  for (const entry of ENTRIES) {
    if (isNamed(entry)) {
      it(titleOf(entry), async () => {
        const parties = Object.keys(entry.parties ?? {}) as Walker[];
        const walked = WALKERS.filter((who) => who !== entry.owner && !parties.includes(who));
        const before = await tableFingerprints(w.t);
        const anonymous = await inject(null, entry.request(w, 'outsider'));
        expect(anonymous.statusCode, `${entry.route} without a token`).toBe(401);
        for (const who of walked) {
          // As themselves, and (for a stranger) naming Hillside as the organisation they act for.
          const claims: Record<string, string>[] = HILLSIDE.includes(who)
            ? [{}]
            : [{}, { 'x-organisation-id': w.a.hillside }];
          for (const claim of claims) {
            const request = entry.request(w, who);
            const reply = await inject(who, { ...request, headers: { ...claim, ...request.headers } });
            const as = `${who}${'x-organisation-id' in claim ? ' naming Hillside as their organisation' : ''}`;
            const context = `${entry.route} as ${as} answered ${reply.statusCode}: ${reply.body.slice(0, 400)}`;
            if (reply.statusCode === 400 && entry.refusedField) {
              expect(validationFields(reply), context).toContain(entry.refusedField);
            } else {
              expect([403, 404], context).toContain(reply.statusCode);
            }
            expectNoLeak(who, request, reply, entry.route);
          }
        }
        expect(await tableFingerprints(w.t), `${entry.route}: a refused call changed what is stored`).toEqual(before);
        if (entry.request(w, 'farmer').method === 'GET') {
          for (const who of parties) {
            const request = entry.request(w, who);
            const reply = await inject(who, request);
            expect(reply.statusCode, `${entry.route} as ${who} (${entry.parties?.[who]}): ${reply.body}`).toBeLessThan(
              300,
            );
            expectNoLeak(who, request, reply, entry.route);
          }
        }
        if (entry.owner && !entry.noControl) {
          const reply = await inject(entry.owner, entry.request(w, entry.owner));
          expect(reply.statusCode, `${entry.route} as its owner ${entry.owner}: ${reply.body}`).toBeLessThan(300);
        } else {
          expect(entry.noControl, `${entry.route} has an owner or says why not`).toBeTruthy();
        }
      });
    } else if (isOpen(entry)) {
      it(`${titleOf(entry)} (${entry.open})`, async () => {
        if (entry.notCalled) return;
        const before = await tableFingerprints(w.t);
        for (const who of WALKERS.filter((each) => each !== entry.owner)) {
          const request = entry.request(w, who);
          const reply = await inject(who, request);
          expect(reply.statusCode, `${entry.route} as ${who}: ${reply.body}`).toBeLessThan(500);
          expectNoLeak(who, request, reply, entry.route);
        }
        const anonymous = await inject(null, entry.request(w, 'outsider'));
        expect(anonymous.statusCode, `${entry.route} without a token`).toBeLessThan(500);
        if (entry.unchanged) {
          expect(await tableFingerprints(w.t), `${entry.route}: a stranger's call changed what is stored`).toEqual(
            before,
          );
        }
        if (entry.owner) {
          const reply = await inject(entry.owner, entry.request(w, entry.owner));
          expect(reply.statusCode, `${entry.route} as its owner ${entry.owner}: ${reply.body}`).toBeLessThan(300);
        }
      });
    } else if (entry.requests) {
      const requests = entry.requests;
      it(titleOf(entry), async () => {
        for (const who of WALKERS) {
          for (const request of requests(w, who)) {
            const reply = await inject(who, request);
            expect(reply.statusCode, `${request.url} as ${who}: ${reply.body.slice(0, 400)}`).toBeLessThan(500);
            if (!entry.notChecked?.[who]) expectNoLeak(who, request, reply, `${request.method} ${request.url}`);
          }
        }
      });
    }
  }
});
