import { messages, type BusinessUnit, type ModuleUnlock, type OrganisationDetails } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { ids, makeProfile, signInAs } from '../../../test/session-fixtures';
import { BusinessSetupPage } from './business-setup-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PATH = '/trading/manage/business-setup';
const ORGANISATION = `/api/customers/organisations/${ids.farm}`;
const UNITS = `/api/customers/business/${ids.farm}`;
const UNLOCKS = `${ORGANISATION}/modules/unlock`;

const organisation: OrganisationDetails = {
  id: ids.farm,
  name: 'Manor Farm',
  countryISO: 'GB',
  vetted: true,
  modules: [{ id: 'inventory:core' }, { id: 'trading:core' }],
  companyNumber: 'SC123456',
  email: 'office@manor.farm',
  phone: { callingCode: '+44', number: '01632960123' },
  address: { line1: 'Manor Lane', city: 'Ely', postcode: 'CB7 4AA' },
  bankDetails: null,
  branding: null,
  invoiceSettings: null,
  advancePay: false,
  owner: { userId: ids.farmer, name: 'Tom Harris', email: 'farmer@demo.farm' },
};

const farm: BusinessUnit = {
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
  location: null,
};

const orgRef = { id: ids.farm, name: 'Manor Farm', countryISO: 'GB', vetted: true };

function setupApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET ${ORGANISATION}`]: ok(organisation),
    [`GET ${UNITS}`]: ok({ organisation: orgRef, businessUnits: [farm] }),
    [`GET ${UNLOCKS}`]: ok([]),
    ...extra,
  });
}

async function openPage(path = PATH) {
  renderRoute(<BusinessSetupPage />, { path });
  await screen.findByRole('heading', { level: 1, name: 'Business setup' });
}

const section = (name: string) => screen.getByRole('region', { name });
const field = (label: RegExp, within_: HTMLElement = document.body) =>
  within(within_).getByLabelText(label) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('BusinessSetupPage', () => {
  it('shows the organisation, its units and upgrades, and Advance Pay for a trading business', async () => {
    signInAs(makeProfile());
    setupApi();
    await openPage();

    const details = section('Organisation details');
    expect(await within(details).findByText('SC123456')).toBeTruthy();
    // The phone is shown in the country's mask (spec platform §5: GB 00000 000000).
    expect(within(details).getByText('+44 01632 960123')).toBeTruthy();
    expect(within(details).getByText('Manor Lane, Ely, CB7 4AA')).toBeTruthy();
    expect(await within(section('Business units')).findByText('Hillside Farm')).toBeTruthy();
    expect(await within(section('Upgrades')).findByText('Storage')).toBeTruthy();
    expect(within(section('Upgrades')).getAllByText('Locked')).toHaveLength(2);
    expect(section('Advance Pay')).toBeTruthy();
  });

  it('shows loading, then each section says when it could not be loaded; an empty unit list says so', async () => {
    signInAs(makeProfile());
    setupApi({
      [`GET ${ORGANISATION}`]: fail(500, 'Sorry, there was a problem'),
      [`GET ${UNITS}`]: ok({ organisation: orgRef, businessUnits: [] }),
    });
    renderRoute(<BusinessSetupPage />, { path: PATH });

    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect((await screen.findAllByText('The business details could not be loaded')).length).toBeGreaterThan(3);
    expect(await within(section('Business units')).findByText('No business units yet')).toBeTruthy();
  });

  it('says when the business units could not be loaded', async () => {
    signInAs(makeProfile());
    setupApi({ [`GET ${UNITS}`]: fail(500, 'Sorry, there was a problem') });
    await openPage();
    expect(await within(section('Business units')).findByText('The business units could not be loaded')).toBeTruthy();
  });

  it("checks the organisation details with the domain's rules before sending, then saves them", async () => {
    signInAs(makeProfile());
    const api = setupApi({ [`PATCH ${ORGANISATION}`]: ok({ ...organisation, name: 'Manor Farm Ltd' }) });
    await openPage(`${PATH}?action=organisation-details`);

    const dialog = await screen.findByRole('dialog', { name: 'Organisation details' });
    type(field(/^Company number/, dialog), 'AB12');
    type(field(/^Phone/, dialog), '0163');
    type(field(/^Address line 1/, dialog), 'M');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(messages.validation.companyNumber)).toBeTruthy();
    expect(within(dialog).getByText(messages.validation.contactNumber)).toBeTruthy();
    expect(within(dialog).getByText(messages.validation.addressFromList)).toBeTruthy();
    expect(requestsTo(api, `PATCH ${ORGANISATION}`)).toHaveLength(0);

    type(field(/^Business name/, dialog), 'Manor Farm Ltd');
    type(field(/^Company number/, dialog), 'sc 654321');
    type(field(/^Phone/, dialog), '01632 960999');
    type(field(/^Address line 1/, dialog), 'Manor Lane');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requestsTo(api, `PATCH ${ORGANISATION}`)).toHaveLength(1));
    expect(requestsTo(api, `PATCH ${ORGANISATION}`)[0]?.body).toEqual({
      name: 'Manor Farm Ltd',
      companyNumber: 'SC654321',
      email: 'office@manor.farm',
      phone: { callingCode: '+44', number: '01632 960999' },
      address: { line1: 'Manor Lane', city: 'Ely', postcode: 'CB7 4AA' },
    });
    expect(await screen.findByText(messages.accounts.settingsSaved)).toBeTruthy();
  });

  it('checks the bank details: sort code NN-NN-NN and the country’s account number digits', async () => {
    signInAs(makeProfile());
    const api = setupApi({ [`PATCH ${ORGANISATION}`]: ok(organisation) });
    await openPage();
    const bank = section('Bank details');
    await within(bank).findByLabelText(/^Sort code/);

    type(field(/^Account holder name/, bank), 'Manor Farm');
    type(field(/^Account number/, bank), '1234');
    type(field(/^Sort code/, bank), '123456');
    fireEvent.click(within(bank).getByRole('button', { name: 'Save bank details' }));

    expect(await within(bank).findByText(messages.validation.sortCode)).toBeTruthy();
    expect(within(bank).getByText('Account number must be 8 digits')).toBeTruthy();

    type(field(/^Account number/, bank), '12ab5678');
    type(field(/^Sort code/, bank), '12-34-56');
    fireEvent.click(within(bank).getByRole('button', { name: 'Save bank details' }));
    expect(await within(bank).findByText(messages.validation.numeric)).toBeTruthy();
    expect(requestsTo(api, `PATCH ${ORGANISATION}`)).toHaveLength(0);

    type(field(/^Account number/, bank), '12345678');
    fireEvent.click(within(bank).getByRole('button', { name: 'Save bank details' }));
    await waitFor(() => expect(requestsTo(api, `PATCH ${ORGANISATION}`)).toHaveLength(1));
    expect(requestsTo(api, `PATCH ${ORGANISATION}`)[0]?.body).toEqual({
      bankDetails: { accountHolderName: 'Manor Farm', accountNumber: '12345678', sortCode: '12-34-56' },
    });
  });

  it('checks a new business unit’s company number, phone and address', async () => {
    signInAs(makeProfile());
    const api = setupApi({ 'POST /api/customers/business-units': ok({ ...farm, id: ids.haulage, name: 'Fen Store' }) });
    await openPage(`${PATH}?action=business-unit`);

    const dialog = await screen.findByRole('dialog', { name: 'Add a business unit' });
    fireEvent.click(within(dialog).getByText('Store'));
    type(field(/^Name/, dialog), 'Fen Store');
    type(field(/^Company number/, dialog), '123');
    type(field(/^Phone/, dialog), '12');
    // A new unit has no address yet: the picker opens on its search, and the fields are a click away.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enter the address by hand' }));
    type(field(/^Address line 1/, dialog), 'F');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(messages.validation.companyNumber)).toBeTruthy();
    expect(within(dialog).getByText(messages.validation.contactNumber)).toBeTruthy();
    expect(within(dialog).getByText(messages.validation.addressFromList)).toBeTruthy();

    type(field(/^Company number/, dialog), '');
    type(field(/^Calling code/, dialog), '+44');
    type(field(/^Phone/, dialog), '01632960555');
    type(field(/^Address line 1/, dialog), 'Fen Road');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(api, 'POST /api/customers/business-units')).toHaveLength(1));
    expect(requestsTo(api, 'POST /api/customers/business-units')[0]?.body).toEqual({
      type: 'store',
      name: 'Fen Store',
      companyNumber: null,
      taxId: null,
      email: null,
      phone: { callingCode: '+44', number: '01632960555' },
      address: { line1: 'Fen Road' },
    });
  });

  it('shows the type read-only when editing a unit', async () => {
    signInAs(makeProfile());
    setupApi();
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Hillside Farm' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit business unit' });
    expect(within(dialog).getByText('The type cannot be changed once the unit is created.')).toBeTruthy();
    expect(within(dialog).queryByRole('radio')).toBeNull();
  });

  it('checks the Red Tractor membership number in the farm details', async () => {
    signInAs(makeProfile());
    const api = setupApi();
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Hillside Farm' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Farm details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Farm details' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Assurance scheme' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Red Tractor' }));
    type(field(/^Membership number/, dialog), '12/34/5678');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(messages.inventory.redTractorMembership)).toBeTruthy();
    expect(requestsTo(api, `PATCH /api/customers/business-units/${farm.id}`)).toHaveLength(0);
  });

  it('explains in the delete error modal why a unit in use cannot be deleted (409)', async () => {
    signInAs(makeProfile());
    const api = setupApi({
      [`DELETE /api/customers/business-units/${farm.id}`]: fail(409, messages.accounts.businessUnitInUse),
    });
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Hillside Farm' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));

    const confirm = await screen.findByRole('dialog', { name: 'Delete this business unit?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete business unit' }));

    const error = await screen.findByRole('dialog', { name: 'This business unit cannot be deleted' });
    expect(within(error).getByText(messages.accounts.businessUnitInUse)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Delete this business unit?' })).toBeNull();
    expect(requestsTo(api, `DELETE /api/customers/business-units/${farm.id}`)).toHaveLength(1);
    // The unit is still listed.
    expect(within(section('Business units')).getByText('Hillside Farm')).toBeTruthy();
  });

  it('shows the details of a unit with its summary', async () => {
    signInAs(makeProfile());
    setupApi({
      [`GET /api/customers/business-units/${farm.id}/summary`]: ok({
        id: farm.id,
        name: farm.name,
        type: 'farm',
        members: 2,
        links: { crops: 3 },
        deletable: false,
      }),
    });
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Hillside Farm' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Business unit details' });
    expect(await within(dialog).findByText('Crops: 3')).toBeTruthy();
    expect(within(dialog).getByText('2')).toBeTruthy();
  });

  it('requests a module upgrade and says so', async () => {
    signInAs(makeProfile());
    const unlock: ModuleUnlock = {
      id: '99999999-9999-4999-8999-999999999999',
      organisationId: ids.farm,
      organisationName: 'Manor Farm',
      moduleId: 'inventory:storage',
      status: 'requested',
      requestedBy: 'Tom Harris',
      requestedAt: '2026-11-23T09:00:00.000Z',
      decidedAt: null,
    };
    const api = setupApi({ [`POST ${UNLOCKS}`]: ok(unlock) });
    await openPage();
    const upgrades = section('Upgrades');
    fireEvent.click(await within(upgrades).findByRole('button', { name: 'Request the Storage upgrade' }));

    expect(await within(upgrades).findByText(messages.accounts.upgradeRequested)).toBeTruthy();
    expect(requestsTo(api, `POST ${UNLOCKS}`)[0]?.body).toEqual({ id: 'inventory:storage' });
    expect(within(upgrades).getByText('Requested')).toBeTruthy();
    expect(within(upgrades).queryByRole('button', { name: 'Request the Storage upgrade' })).toBeNull();
  });

  it('says when the upgrade could not be requested', async () => {
    signInAs(makeProfile());
    setupApi({ [`POST ${UNLOCKS}`]: fail(500, 'Sorry, there was a problem') });
    await openPage();
    const upgrades = section('Upgrades');
    fireEvent.click(await within(upgrades).findByRole('button', { name: 'Request the Grain market insights upgrade' }));
    expect(await within(upgrades).findByText(messages.accounts.upgradeRequestError)).toBeTruthy();
  });

  it('shows everything read-only to a user with limited permissions', async () => {
    signInAs(
      makeProfile({
        groups: ['bidding'],
        access: { 'account.business': 'read', 'account.business-units': 'read' },
        organisation: { ...makeProfile().organisation, modules: [{ id: 'inventory:core' }] },
      }),
    );
    setupApi({
      [`GET ${ORGANISATION}`]: ok({
        ...organisation,
        bankDetails: { accountHolderName: 'Manor Farm', accountNumber: '12345678' },
      }),
    });
    await openPage(`${PATH}?action=organisation-details`);

    expect(await screen.findByText(/cannot edit|Ask your account owner/)).toBeTruthy();
    expect(await within(section('Organisation details')).findByText('SC123456')).toBeTruthy();
    expect(await within(section('Bank details')).findByDisplayValue('12345678')).toBeTruthy();
    expect(field(/^Account number/, section('Bank details')).readOnly).toBe(true);
    await within(section('Upgrades')).findByText('Storage');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Save|Add a business unit|Request/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Advance Pay' })).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Hillside Farm' }));
    expect(await screen.findByRole('menuitem', { name: 'Details' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Edit|Delete|Farm details/ })).toBeNull();
  });
});
