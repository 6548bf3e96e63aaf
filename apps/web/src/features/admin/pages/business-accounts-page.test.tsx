import { DEFAULT_FEATURE_FLAGS, HEADERS, messages, type OrganisationSummary } from '@harvest/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { sessionStore } from '../../../lib/storage/session-store';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { adminProfile, ids, makeProfile, signInAs, farmImpersonation } from '../../../test/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const manorFarm: OrganisationSummary = {
  id: ids.farm,
  name: 'Manor Farm',
  countryISO: 'GB',
  vetted: true,
  createdAt: '2025-03-14T09:30:00.000Z',
  modules: [{ id: 'inventory:core' }, { id: 'trading:core' }],
  members: [
    {
      profileId: '44444444-4444-4444-8444-444444444444',
      userId: ids.farmer,
      name: 'Tom Harris',
      email: 'farmer@demo.farm',
      groups: ['owner'],
    },
  ],
};
const haulage: OrganisationSummary = {
  id: ids.haulage,
  name: 'Fenland Haulage Ltd',
  countryISO: 'GB',
  vetted: false,
  createdAt: '2026-10-02T16:00:00.000Z',
  modules: [],
  members: [],
};
const page = (total: number, offset = 0) => ({
  currentPage: offset / 25 + 1,
  limit: 25,
  totalDocuments: total,
  prev: offset > 0 ? offset - 25 : null,
  next: offset + 25 < total ? offset + 25 : null,
  currentDocumentIndex: offset,
});
const impersonation = farmImpersonation();

async function openPage(path = '/inventory/internal/business-accounts') {
  const rendered = renderRoutes(routes, [path]);
  await screen.findByRole('heading', { level: 1, name: 'Business accounts' });
  return rendered;
}

/** The table row of a business, found by its row heading (the name). */
async function rowOf(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) });
  return heading.closest('tr') as HTMLElement;
}

/** Opens a business's details (modules, feature flags, members) beneath its row. */
async function openDetails(name: string): Promise<HTMLElement> {
  fireEvent.click(within(await rowOf(name)).getByRole('button', { name: `Details of ${name}` }));
  return screen.findByRole('row', { name: `Details of ${name}` });
}

describe('BusinessAccountsPage', () => {
  it('lists each organisation as a table row with its type, vetting, modules, members and creation date', async () => {
    signInAs(adminProfile());
    mockApi({ 'GET /api/customers/organisations': ok([manorFarm, haulage], { pagination: page(2) }) });
    await openPage();

    const table = await screen.findByRole('table', { name: 'Business accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.getAttribute('aria-label') ?? head.textContent),
    ).toEqual(['Name', 'Type', 'Vetting', 'Modules', 'Members', 'Created', 'Actions']);
    const farm = await rowOf('Manor Farm');
    expect(within(farm).getByText('Farm or seller')).toBeTruthy();
    expect(within(farm).getByRole('switch', { name: 'Vetted: Manor Farm' })).toHaveProperty('checked', true);
    expect(within(farm).getByText('Trading: selling')).toBeTruthy();
    expect(within(farm).getByText('14/03/2025')).toBeTruthy();
    expect(within(farm).getByText('Farm or seller · 1 member')).toBeTruthy();
    expect(within(farm).getByRole('button', { name: 'Impersonate Manor Farm' })).toBeTruthy();
    const haulier = await rowOf('Fenland Haulage Ltd');
    expect(within(haulier).getByRole('switch', { name: 'Vetted: Fenland Haulage Ltd' })).toHaveProperty(
      'checked',
      false,
    );
    expect(within(haulier).getByText('No modules')).toBeTruthy();

    const details = await openDetails('Manor Farm');
    expect(within(details).getByText('Tom Harris')).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Impersonate Tom Harris of Manor Farm' })).toBeTruthy();
    expect(within(await openDetails('Fenland Haulage Ltd')).getByText('No members')).toBeTruthy();
  });

  it('sorts on the server by a column head and filters by vetting, through the URL', async () => {
    signInAs(adminProfile());
    const api = mockApi({ 'GET /api/customers/organisations': ok([manorFarm], { pagination: page(1) }) });
    const { router } = await openPage();
    await rowOf('Manor Farm');
    const table = screen.getByRole('table', { name: 'Business accounts' });
    expect(within(table).getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');

    // A date's first press sorts newest first, and its button says so.
    fireEvent.click(within(table).getByRole('button', { name: 'Created: sort highest or Z first' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=created&sortDesc=true'));
    await waitFor(() =>
      expect(requestsTo(api, 'GET /api/customers/organisations').at(-1)?.url.searchParams.get('sortBy')).toBe(
        'created',
      ),
    );
    expect(requestsTo(api, 'GET /api/customers/organisations').at(-1)?.url.searchParams.get('sortDesc')).toBe('true');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table'))
          .getByRole('columnheader', { name: /Created/ })
          .getAttribute('aria-sort'),
      ).toBe('descending'),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Not vetted' }));
    await waitFor(() => expect(router.state.location.search).toBe('?vetted=false&sortBy=created&sortDesc=true'));
    await waitFor(() =>
      expect(requestsTo(api, 'GET /api/customers/organisations').at(-1)?.url.searchParams.get('vetted')).toBe('false'),
    );
  });

  it('searches through the URL once the administrator stops typing, from the first page', async () => {
    signInAs(adminProfile());
    const api = mockApi({ 'GET /api/customers/organisations': ok([manorFarm], { pagination: page(30, 25) }) });
    const { router } = await openPage('/inventory/internal/business-accounts?offset=25');
    await rowOf('Manor Farm');
    expect(requestsTo(api, 'GET /api/customers/organisations')[0]?.url.searchParams.get('offset')).toBe('25');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'manor' } });

    await waitFor(() => expect(router.state.location.search).toBe('?query=manor'));
    await waitFor(() =>
      expect(requestsTo(api, 'GET /api/customers/organisations').at(-1)?.url.searchParams.get('query')).toBe('manor'),
    );
    expect(requestsTo(api, 'GET /api/customers/organisations').at(-1)?.url.searchParams.get('offset')).toBe('0');
  });

  it('says when nothing matches, and shows a failure with a retry', async () => {
    signInAs(adminProfile());
    mockApi({ 'GET /api/customers/organisations': ok([], { pagination: page(0) }) });
    await openPage('/inventory/internal/business-accounts?query=zzz');
    expect(await screen.findByRole('heading', { name: 'No organisations match “zzz”' })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    signInAs(adminProfile());
    mockApi({ 'GET /api/customers/organisations': fail(500, messages.errors.somethingWentWrong) });
    await openPage();
    expect(await screen.findByText('The business accounts could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('impersonates an organisation after confirming, lands where it would, and ends from the banner', async () => {
    signInAs(adminProfile());
    const acting = makeProfile({ name: 'Alex Morgan', userId: ids.admin });
    const api = mockApi({
      'GET /api/customers/organisations': ok([manorFarm], { pagination: page(1) }),
      [`GET /api/customers/organisations/${ids.farm}/impersonate`]: ok(impersonation),
      'GET /api/customers/users/me': ok(acting),
      [`DELETE /api/customers/impersonations/${ids.impersonation}`]: ok(null),
    });
    const { router } = await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate Manor Farm' }));

    const dialog = await screen.findByRole('dialog', { name: 'Impersonate Manor Farm?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start impersonating' }));

    // Manor Farm trades, so it lands on market insights (not built yet: the 404 page).
    await waitFor(() => expect(router.state.location.pathname).toBe('/trading/market-insights'));
    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(within(banner).getByText('You are viewing as Manor Farm')).toBeTruthy();
    expect(requestsTo(api, 'GET /api/customers/users/me')[0]?.headers.get(HEADERS.impersonationToken)).toBe(
      'imp-token',
    );
    expect(sessionStore.getSnapshot().profile).toEqual(acting);

    fireEvent.click(within(banner).getByRole('button', { name: 'End' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Business accounts' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull();
    expect(requestsTo(api, `DELETE /api/customers/impersonations/${ids.impersonation}`)).toHaveLength(1);
    expect(sessionStore.getSnapshot().impersonation).toBeNull();
  });

  it('impersonates one member with their user id', async () => {
    signInAs(adminProfile());
    const api = mockApi({
      'GET /api/customers/organisations': ok([manorFarm], { pagination: page(1) }),
      [`GET /api/customers/organisations/${ids.farm}/impersonate`]: ok({
        ...impersonation,
        name: 'Tom Harris',
        userId: ids.farmer,
      }),
      'GET /api/customers/users/me': ok(makeProfile()),
    });
    await openPage();
    const details = await openDetails('Manor Farm');
    fireEvent.click(within(details).getByRole('button', { name: 'Impersonate Tom Harris of Manor Farm' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start impersonating' }));

    expect(await screen.findByText('You are viewing as Tom Harris')).toBeTruthy();
    const [start] = requestsTo(api, `GET /api/customers/organisations/${ids.farm}/impersonate`);
    expect(start?.url.searchParams.get('userId')).toBe(ids.farmer);
  });

  it("opens the confirmation as the named modal 'impersonate': in the address, closed by Back", async () => {
    signInAs(adminProfile());
    mockApi({ 'GET /api/customers/organisations': ok([manorFarm], { pagination: page(1) }) });
    const { router } = await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate Manor Farm' }));

    expect(await screen.findByRole('dialog', { name: 'Impersonate Manor Farm?' })).toBeTruthy();
    expect(router.state.location.search).toBe('?action=impersonate');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
    expect(sessionStore.getSnapshot().impersonation).toBeNull();
  });

  it('closes the impersonate modal named by an address alone: nobody was chosen', async () => {
    signInAs(adminProfile());
    mockApi({ 'GET /api/customers/organisations': ok([manorFarm], { pagination: page(1) }) });
    const { router } = await openPage('/inventory/internal/business-accounts?action=impersonate');

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the impersonation cannot start, and stays out of it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs(adminProfile());
    mockApi({
      'GET /api/customers/organisations': ok([manorFarm], { pagination: page(1) }),
      [`GET /api/customers/organisations/${ids.farm}/impersonate`]: fail(404, messages.errors.notFound),
    });
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate Manor Farm' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start impersonating' }));

    expect(await screen.findByText('The impersonation could not be started')).toBeTruthy();
    expect(sessionStore.getSnapshot().impersonation).toBeNull();
  });
});

describe('Vetting and modules (spec §6)', () => {
  const details = (organisation: OrganisationSummary, change: object) => ({
    id: organisation.id,
    name: organisation.name,
    countryISO: organisation.countryISO,
    vetted: organisation.vetted,
    modules: organisation.modules,
    companyNumber: null,
    email: null,
    phone: null,
    address: null,
    bankDetails: null,
    branding: null,
    invoiceSettings: null,
    advancePay: false,
    owner: null,
    ...change,
  });

  it('vets a business only once the administrator confirms, naming it, and the list shows it vetted', async () => {
    signInAs(adminProfile());
    let listed = [manorFarm, haulage];
    const api = mockApi({
      'GET /api/customers/organisations': () => ok(listed, { pagination: page(2) })(),
      [`PATCH /api/customers/organisations/${ids.haulage}`]: ({ body }) => {
        listed = [manorFarm, { ...haulage, vetted: true }];
        return ok(details(haulage, body as object))();
      },
    });
    await openPage();
    const vetted = within(await rowOf('Fenland Haulage Ltd')).getByRole('switch', {
      name: 'Vetted: Fenland Haulage Ltd',
    });
    expect(vetted).toHaveProperty('checked', false);

    // Cancelling changes nothing.
    fireEvent.click(vetted);
    let dialog = await screen.findByRole('dialog', { name: 'Vet Fenland Haulage Ltd?' });
    expect(within(dialog).getByText(/Fenland Haulage Ltd will be fully vetted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(api, `PATCH /api/customers/organisations/${ids.haulage}`)).toHaveLength(0);
    expect(vetted).toHaveProperty('checked', false);

    fireEvent.click(vetted);
    dialog = await screen.findByRole('dialog', { name: 'Vet Fenland Haulage Ltd?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vet the business' }));

    expect(await screen.findByText('Vetting saved')).toBeTruthy();
    expect(requestsTo(api, `PATCH /api/customers/organisations/${ids.haulage}`)[0]?.body).toEqual({ vetted: true });
    await waitFor(async () =>
      expect(
        within(await rowOf('Fenland Haulage Ltd')).getByRole('switch', { name: 'Vetted: Fenland Haulage Ltd' }),
      ).toHaveProperty('checked', true),
    );
  });

  it('asks before withdrawing vetting, saying what the business loses', async () => {
    signInAs(adminProfile());
    const api = mockApi({
      'GET /api/customers/organisations': ok([manorFarm], { pagination: page(1) }),
      [`PATCH /api/customers/organisations/${ids.farm}`]: fail(403, messages.errors.noPermission),
    });
    await openPage();
    fireEvent.click(within(await rowOf('Manor Farm')).getByRole('switch', { name: 'Vetted: Manor Farm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the vetting of Manor Farm?' });
    expect(within(dialog).getByText(/lose trading at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw vetting' }));

    expect(await within(dialog).findByText('The change was not saved')).toBeTruthy();
    expect(requestsTo(api, `PATCH /api/customers/organisations/${ids.farm}`)[0]?.body).toEqual({ vetted: false });
  });

  it('grants a module the business asked for after confirming, adding it to those it has', async () => {
    signInAs(adminProfile());
    const asking = { ...manorFarm, pendingModules: ['inventory:storage'] };
    const api = mockApi({
      'GET /api/customers/organisations': ok([asking], { pagination: page(1) }),
      [`PATCH /api/customers/organisations/${ids.farm}`]: ({ body }) =>
        ok(details(manorFarm, { modules: (body as { modules: string[] }).modules.map((id) => ({ id })) }))(),
    });
    await openPage();
    const farm = await openDetails('Manor Farm');
    expect(within(farm).getByText('Upgrade requests')).toBeTruthy();
    fireEvent.click(within(farm).getByRole('button', { name: 'Grant Storage to Manor Farm' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change the modules of Manor Farm?' });
    expect(within(dialog).getByText('Adds Storage')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change modules' }));

    expect(await screen.findByText('Modules saved')).toBeTruthy();
    expect(requestsTo(api, `PATCH /api/customers/organisations/${ids.farm}`)[0]?.body).toEqual({
      modules: ['inventory:core', 'trading:core', 'inventory:storage'],
    });
  });

  it('sets the modules by ticking them, names each change before saving, and says so when saving fails', async () => {
    signInAs(adminProfile());
    const api = mockApi({
      'GET /api/customers/organisations': ok([manorFarm], { pagination: page(1) }),
      [`PATCH /api/customers/organisations/${ids.farm}`]: fail(403, messages.errors.noPermission),
    });
    await openPage();
    const farm = await openDetails('Manor Farm');
    const selling = within(farm).getByRole('checkbox', { name: 'Trading: selling: Manor Farm' });
    expect(selling).toHaveProperty('checked', true);
    expect(within(farm).queryByRole('button', { name: 'Save the modules of Manor Farm' })).toBeNull();
    fireEvent.click(selling);
    fireEvent.click(within(farm).getByRole('checkbox', { name: 'Trading: buying: Manor Farm' }));
    fireEvent.click(within(farm).getByRole('button', { name: 'Save the modules of Manor Farm' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change the modules of Manor Farm?' });
    expect(within(dialog).getByText('Adds Trading: buying')).toBeTruthy();
    expect(within(dialog).getByText('Removes Trading: selling')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change modules' }));

    expect(await within(dialog).findByText('The change was not saved')).toBeTruthy();
    expect(requestsTo(api, `PATCH /api/customers/organisations/${ids.farm}`)[0]?.body).toEqual({
      modules: ['inventory:core', 'trading:buyers'],
    });
  });

  it("loads a business's feature flags only when asked, and saves a switched flag alone", async () => {
    signInAs(adminProfile());
    const flagsPath = `/api/admin/organisations/${ids.farm}/feature-flags`;
    const api = mockApi({
      'GET /api/customers/organisations': ok([manorFarm], { pagination: page(1) }),
      [`GET ${flagsPath}`]: ok(DEFAULT_FEATURE_FLAGS),
      [`PATCH ${flagsPath}`]: ({ body }) => ok({ ...DEFAULT_FEATURE_FLAGS, ...(body as object) })(),
    });
    await openPage();
    const farm = await openDetails('Manor Farm');
    expect(requestsTo(api, `GET ${flagsPath}`)).toHaveLength(0);

    fireEvent.click(within(farm).getByRole('button', { name: 'Feature flags of Manor Farm' }));
    const whatsNew = await within(farm).findByRole('switch', { name: /What’s new window/ });
    expect(whatsNew).toHaveProperty('checked', true);
    fireEvent.click(whatsNew);

    expect(await screen.findByText('Feature flag saved')).toBeTruthy();
    expect(requestsTo(api, `PATCH ${flagsPath}`)[0]?.body).toEqual({ whatsNew: false });
    await waitFor(() =>
      expect(within(farm).getByRole('switch', { name: /What’s new window/ })).toHaveProperty('checked', false),
    );
  });

  it('says so when the feature flags cannot be loaded, with a retry', async () => {
    signInAs(adminProfile());
    mockApi({
      'GET /api/customers/organisations': ok([manorFarm], { pagination: page(1) }),
      [`GET /api/admin/organisations/${ids.farm}/feature-flags`]: fail(500, messages.errors.somethingWentWrong),
    });
    await openPage();
    const farm = await openDetails('Manor Farm');
    fireEvent.click(within(farm).getByRole('button', { name: 'Feature flags of Manor Farm' }));

    expect(await within(farm).findByText('The feature flags could not be loaded')).toBeTruthy();
    expect(await within(farm).findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
