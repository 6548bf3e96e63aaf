import { messages, type Vehicle } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { haulierProfile, signInAs } from '../../../test/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const vehicle = (overrides: Partial<Vehicle>): Vehicle => ({
  id: '11111111-1111-4111-8111-111111111111',
  registration: 'FH21KGL',
  make: 'Scania',
  model: 'R450',
  type: 'artic-cab',
  fuelType: 'diesel',
  engineCapacityCc: 12_740,
  co2GramsPerKm: null,
  motStatus: 'valid',
  motExpiryDate: '2099-06-30',
  v5cLastIssuedDate: null,
  insuranceFile: null,
  insuranceExpiryDate: '2000-01-31',
  decks: 1,
  lengthMm: null,
  widthMm: null,
  heightMm: null,
  payloadKg: 29_000,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

async function openPage(path = '/logistics/vehicles') {
  renderRoutes(routes, [path]);
  await screen.findByRole('heading', { level: 1, name: 'Vehicles' });
}

describe('VehiclesPage (a haulier’s fleet)', () => {
  it('lists the fleet with payloads, and badges an insurance that has run out', async () => {
    signInAs(haulierProfile());
    mockApi({ 'GET /api/logistics/vehicles': ok([vehicle({})], { pagination: { totalDocuments: 1 } }) });
    await openPage();
    const table = await screen.findByRole('table', { name: 'Table of vehicles' });
    const row = within(table).getByRole('row', { name: /FH21KGL/ });
    expect(within(row).getByText('Scania R450')).toBeTruthy();
    expect(within(row).getByText('Artic cab')).toBeTruthy();
    expect(within(row).getByText(/^Expired/)).toBeTruthy();
  });

  it('says what to do when the fleet is empty', async () => {
    signInAs(haulierProfile());
    mockApi({ 'GET /api/logistics/vehicles': ok([]) });
    await openPage();
    expect(await screen.findByText('No vehicles yet')).toBeTruthy();
    expect(screen.getByText(/Add your first vehicle/)).toBeTruthy();
  });

  it('fills the form from the register, or says to enter the details manually', async () => {
    signInAs(haulierProfile());
    const api = mockApi({
      'GET /api/logistics/vehicles': ok([]),
      'GET /api/logistics/vehicles/lookup': (request) =>
        request.url.searchParams.get('registration') === 'AA19AAA'
          ? ok({
              registration: 'AA19AAA',
              make: 'SCANIA',
              colour: 'WHITE',
              yearOfManufacture: 2019,
              fuelType: 'diesel',
              engineCapacityCc: 12_800,
              co2GramsPerKm: 300,
              motStatus: 'valid',
              motExpiryDate: '2027-03-30',
              v5cLastIssuedDate: '2019-05-20',
            })()
          : fail(404, messages.logistics.vehicleLookupNotFound)(),
    });
    await openPage();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add vehicle' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add a vehicle' });
    const registration = within(dialog).getByLabelText('Registration');
    fireEvent.change(registration, { target: { value: 'ZZ99ZZZ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Look up' }));
    expect(await within(dialog).findByText(messages.logistics.vehicleLookupNotFound)).toBeTruthy();

    fireEvent.change(registration, { target: { value: 'AA19AAA' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect((within(dialog).getByLabelText('Make') as HTMLInputElement).value).toBe('SCANIA'));
    expect((within(dialog).getByLabelText('MOT expiry') as HTMLInputElement).value).toBe('2027-03-30');
    expect(requestsTo(api, 'GET /api/logistics/vehicles/lookup')).toHaveLength(2);
  });

  it('opens the vehicle an expiry warning links to', async () => {
    signInAs(haulierProfile());
    mockApi({ 'GET /api/logistics/vehicles': ok([vehicle({})]) });
    await openPage('/logistics/vehicles?vehicle=11111111-1111-4111-8111-111111111111');
    const dialog = await screen.findByRole('dialog', { name: 'Edit FH21KGL' });
    expect((within(dialog).getByLabelText('Insurance expiry') as HTMLInputElement).value).toBe('2000-01-31');
  });
});
