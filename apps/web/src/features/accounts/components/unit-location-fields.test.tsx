import {
  messages,
  type BusinessUnit,
  type OrganisationDetails,
  type PlaceSuggestion,
  type ResolvedAddress,
  type What3wordsResult,
} from '@harvest/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEO_LOOKUP_DEBOUNCE_MS } from '../../../lib/geo/address-lookup';
import { mockApi, ok, requestsTo, type MockRequest } from '../../../test/mock-api';
import { envelopeResponse, renderRoute } from '../../../test/render-route';
import { ids, makeProfile, signInAs } from '../../../test/session-fixtures';
import { BusinessSetupPage } from '../pages/business-setup-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PATH = '/trading/manage/business-setup';
const ORGANISATION = `/api/customers/organisations/${ids.farm}`;
const UNITS = `/api/customers/business/${ids.farm}`;
const ADDRESS = 'GET /api/geo/address';
const WHAT3WORDS = 'GET /api/geo/what3words';

const organisation: OrganisationDetails = {
  id: ids.farm,
  name: 'Manor Farm',
  countryISO: 'GB',
  vetted: true,
  modules: [{ id: 'inventory:core' }, { id: 'trading:core' }],
  companyNumber: null,
  email: null,
  phone: null,
  address: null,
  bankDetails: null,
  branding: null,
  invoiceSettings: null,
  advancePay: false,
  owner: { userId: ids.farmer, name: 'Tom Harris', email: 'farmer@demo.farm' },
};

const hillside: BusinessUnit = {
  id: '88888888-8888-4888-8888-888888888888',
  organisationId: ids.farm,
  name: 'Hillside Farm',
  type: 'farm',
  companyNumber: null,
  taxId: null,
  email: null,
  phone: null,
  address: { line1: 'Hill Road', city: 'Ely' },
  farmDetails: null,
  location: { lat: 52.41, lon: 0.31, what3words: 'filled.count.soap' },
};

const orgRef = { id: ids.farm, name: 'Manor Farm', countryISO: 'GB', vetted: true };

const suggestion: PlaceSuggestion = {
  id: 'gb:cb7-4aa:2',
  kind: 'address',
  label: '2 Manor Lane',
  description: 'Ely, CB7 4AA',
  source: 'offline',
};
const resolved: ResolvedAddress = {
  id: suggestion.id,
  source: 'offline',
  address: { buildingNumber: '2', line1: 'Manor Lane', city: 'Ely', postcode: 'CB7 4AA' },
  countryISO: 'GB',
  coordinates: { lat: 52.3986, lon: 0.2624 },
};
const what3words: What3wordsResult = {
  words: 'index.home.raft',
  coordinates: { lat: 52.40012, lon: 0.26871 },
  nearestPlace: 'Ely',
  countryISO: 'GB',
  source: 'what3words',
};

const addressReply = (request: MockRequest) =>
  envelopeResponse({ data: request.url.searchParams.has('id') ? resolved : [suggestion] });

function setupApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET ${ORGANISATION}`]: ok(organisation),
    [`GET ${UNITS}`]: ok({ organisation: orgRef, businessUnits: [hillside] }),
    [`GET ${ORGANISATION}/modules/unlock`]: ok([]),
    [ADDRESS]: addressReply,
    [WHAT3WORDS]: ok(what3words),
    ...extra,
  });
}

const field = (label: RegExp, scope: HTMLElement) => within(scope).getByLabelText(label) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

/**
 * Types into a field that asks the API after a pause, and moves the clock past the pause at
 * once (the clock keeps moving with real time too, so what the page has scheduled still runs).
 */
async function typeAndPause(input: HTMLInputElement, value: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fireEvent.focus(input);
  type(input, value);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(GEO_LOOKUP_DEBOUNCE_MS);
  });
}

async function pickAddress(dialog: HTMLElement) {
  const search = within(dialog).getByRole('combobox', { name: 'Search for an address' }) as HTMLInputElement;
  await typeAndPause(search, 'CB7 4AA');
  await within(dialog).findByRole('option', { name: /2 Manor Lane/ });
  fireEvent.keyDown(search, { key: 'ArrowDown' });
  fireEvent.keyDown(search, { key: 'Enter' });
  await waitFor(() => expect(field(/^Address line 1/, dialog).value).toBe('Manor Lane'));
}

describe('A farm’s or store’s location (spec platform §3, §5)', () => {
  it('adds a farm: the picked address fills the coordinates, what3words moves them, bad values are refused in the domain’s words', async () => {
    signInAs(makeProfile());
    const api = setupApi({ 'POST /api/customers/business-units': ok({ ...hillside, name: 'Brook End Farm' }) });
    renderRoute(<BusinessSetupPage />, { path: `${PATH}?action=business-unit` });
    const dialog = await screen.findByRole('dialog', { name: 'Add a business unit' });

    // A region only groups units: it has no place on the map.
    fireEvent.click(within(dialog).getByText('Region'));
    expect(within(dialog).queryByRole('group', { name: 'Location' })).toBeNull();
    fireEvent.click(within(dialog).getByText('Farm'));
    const location = within(dialog).getByRole('group', { name: 'Location' });
    type(field(/^Name/, dialog), 'Brook End Farm');

    await pickAddress(dialog);
    expect(field(/^Latitude/, location).value).toBe('52.3986');
    expect(field(/^Longitude/, location).value).toBe('0.2624');
    expect(within(location).getByRole('region', { name: 'Map of Brook End Farm' })).toBeTruthy();

    type(field(/^Latitude/, location), '91');
    type(field(/^Longitude/, location), 'east');
    type(field(/^what3words/, location), 'index.home');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(location).findByText(messages.validation.latitude)).toBeTruthy();
    expect(within(location).getByText(messages.validation.longitude)).toBeTruthy();
    expect(within(location).getByText(messages.validation.what3words)).toBeTruthy();
    // Two words are not looked up.
    expect(requestsTo(api, WHAT3WORDS)).toHaveLength(0);
    expect(requestsTo(api, 'POST /api/customers/business-units')).toHaveLength(0);

    await typeAndPause(field(/^what3words/, location), '///index.home.raft');
    await waitFor(() => expect(field(/^Latitude/, location).value).toBe('52.40012'));
    expect(field(/^Longitude/, location).value).toBe('0.26871');
    expect(requestsTo(api, WHAT3WORDS)[0]?.url.searchParams.get('query')).toBe('index.home.raft');
    expect(within(location).getByText('Coordinates filled in from the what3words address, near Ely')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(api, 'POST /api/customers/business-units')).toHaveLength(1));
    expect(requestsTo(api, 'POST /api/customers/business-units')[0]?.body).toEqual({
      type: 'farm',
      name: 'Brook End Farm',
      companyNumber: null,
      taxId: null,
      email: null,
      phone: null,
      address: { buildingNumber: '2', line1: 'Manor Lane', city: 'Ely', postcode: 'CB7 4AA' },
      location: { lat: 52.40012, lon: 0.26871, what3words: 'index.home.raft' },
    });
  });

  it('shows a unit’s location on its card, and an edit sends the new coordinates (or null once cleared)', async () => {
    signInAs(makeProfile());
    const api = setupApi({ [`PATCH /api/customers/business-units/${hillside.id}`]: ok(hillside) });
    renderRoute(<BusinessSetupPage />, { path: PATH });
    const units = await screen.findByRole('region', { name: 'Business units' });
    expect(await within(units).findByText('Location 52.41, 0.31 · ///filled.count.soap')).toBeTruthy();

    fireEvent.click(within(units).getByRole('button', { name: 'Actions for Hillside Farm' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit business unit' });
    const location = within(dialog).getByRole('group', { name: 'Location' });
    // The saved address shows as its fields; the saved what3words is not looked up again.
    expect(field(/^Address line 1/, dialog).value).toBe('Hill Road');
    expect(field(/^what3words/, location).value).toBe('filled.count.soap');

    type(field(/^Latitude/, location), '52.412345678901');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(api, `PATCH /api/customers/business-units/${hillside.id}`)).toHaveLength(1));
    expect(requestsTo(api, `PATCH /api/customers/business-units/${hillside.id}`)[0]?.body).toMatchObject({
      location: { lat: 52.412345678901, lon: 0.31, what3words: 'filled.count.soap' },
    });
    expect(requestsTo(api, WHAT3WORDS)).toHaveLength(0);
  });

  it('clearing every location field saves no location', async () => {
    signInAs(makeProfile());
    const api = setupApi({ [`PATCH /api/customers/business-units/${hillside.id}`]: ok(hillside) });
    renderRoute(<BusinessSetupPage />, { path: PATH });
    const units = await screen.findByRole('region', { name: 'Business units' });
    fireEvent.click(await within(units).findByRole('button', { name: 'Actions for Hillside Farm' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit business unit' });
    const location = within(dialog).getByRole('group', { name: 'Location' });
    for (const label of [/^Latitude/, /^Longitude/, /^what3words/]) type(field(label, location), '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(api, `PATCH /api/customers/business-units/${hillside.id}`)).toHaveLength(1));
    expect(requestsTo(api, `PATCH /api/customers/business-units/${hillside.id}`)[0]?.body).toMatchObject({
      location: null,
    });
  });

  it('the organisation’s address is picked from the search and saved with the details', async () => {
    signInAs(makeProfile());
    const api = setupApi({ [`PATCH ${ORGANISATION}`]: ok(organisation) });
    renderRoute(<BusinessSetupPage />, { path: `${PATH}?action=organisation-details` });
    const dialog = await screen.findByRole('dialog', { name: 'Organisation details' });

    await pickAddress(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(api, `PATCH ${ORGANISATION}`)).toHaveLength(1));
    expect(requestsTo(api, `PATCH ${ORGANISATION}`)[0]?.body).toMatchObject({
      address: { buildingNumber: '2', line1: 'Manor Lane', city: 'Ely', postcode: 'CB7 4AA' },
    });
    expect(requestsTo(api, ADDRESS)[0]?.url.searchParams.get('countryISO')).toBe('GB');
  });
});
