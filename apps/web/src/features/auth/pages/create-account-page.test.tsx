import { messages } from '@harvest/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { sessionStore } from '../../../lib/storage/session-store';
import { fail, mockApi, ok, requestsTo, type MockRequest } from '../../../test/mock-api';
import { envelopeResponse, renderRoutes } from '../../../test/render-route';
import { ids } from '../../../test/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PATH = '/inventory/auth/login/create-account';
const created = { status: 'pending-confirmation', organisation: { id: ids.farm, name: 'Manor Farm' } };
const nobody = ok({ email: false, organisation: false });

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

async function openPage(path = PATH) {
  const rendered = renderRoutes(routes, [path]);
  await screen.findByRole('heading', { level: 1, name: 'Create your Harvest account' });
  return rendered;
}

function fillValidForm() {
  type('Business name', 'Manor Farm');
  fireEvent.click(screen.getByRole('radio', { name: /Farm/ }));
  type('First name', 'Ann');
  type('Last name', 'Hart');
  type('Email', ' Ann@Manor.Farm ');
  type(/^Password/, 'Harvest2026!');
  type(/^Confirm password/, 'Harvest2026!');
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
}

describe('CreateAccountPage', () => {
  it('is linked from sign-in, and offers the countries by name with GB first', async () => {
    mockApi({});
    const { router } = renderRoutes(routes, ['/inventory/auth/login']);
    fireEvent.click(await screen.findByRole('link', { name: 'Create an account' }));
    await screen.findByRole('heading', { level: 1, name: 'Create your Harvest account' });

    expect(router.state.location.pathname).toBe(PATH);
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(country.value).toBe('GB');
    expect([...country.options].map((option) => option.text)).toEqual([
      'United Kingdom',
      'Ireland',
      'United States',
      'South Africa',
    ]);
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      expect.stringContaining('Farm'),
      expect.stringContaining('Merchant'),
      expect.stringContaining('Haulier'),
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/inventory/auth/login');
  });

  it('names every missing answer and sends nothing', async () => {
    const api = mockApi({});
    await openPage();
    submit();

    // Business name, first and last name, email, password and its confirmation.
    expect(await screen.findAllByText(messages.validation.required)).toHaveLength(6);
    expect(screen.getByText(messages.validation.optionRequired)).toBeTruthy();
    expect(screen.getByText(messages.accounts.termsRequired)).toBeTruthy();
    expect(requestsTo(api, 'POST /api/customers/signup')).toHaveLength(0);
  });

  it('checks the password rule, the confirmation, the email and the phone number', async () => {
    const api = mockApi({ 'GET /api/customers/business-connections/exists': nobody });
    await openPage();
    fillValidForm();
    type('Email', 'not-an-email');
    type(/^Password/, 'harvest');
    type(/^Confirm password/, 'harvest2');
    type('Phone (optional)', '12ab');
    submit();

    expect(await screen.findByText(messages.validation.passwordRules)).toBeTruthy();
    expect(screen.getByText(messages.validation.passwordsDoNotMatch)).toBeTruthy();
    expect(screen.getByText(messages.validation.email)).toBeTruthy();
    expect(screen.getByText(messages.validation.contactNumber)).toBeTruthy();
    expect(requestsTo(api, 'POST /api/customers/signup')).toHaveLength(0);
  });

  it('warns as soon as the email has an account, with a way to sign in, until the email changes', async () => {
    const api = mockApi({
      'GET /api/customers/business-connections/exists': ({ url }: MockRequest) =>
        envelopeResponse({ data: { email: url.searchParams.get('email') === 'ann@manor.farm', organisation: false } }),
    });
    await openPage();
    type('Email', 'Ann@Manor.farm');
    fireEvent.blur(input('Email'));

    const warning = await screen.findByText(messages.accounts.emailTaken, { exact: false });
    expect(within(warning).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/inventory/auth/login');
    expect(requestsTo(api, 'GET /api/customers/business-connections/exists')[0]?.url.searchParams.get('email')).toBe(
      'ann@manor.farm',
    );

    type('Email', 'ann@other.farm');
    expect(screen.queryByText(messages.accounts.emailTaken, { exact: false })).toBeNull();
  });

  it('warns when the business name is taken in the chosen country', async () => {
    const api = mockApi({
      'GET /api/customers/business-connections/exists': ({ url }: MockRequest) =>
        envelopeResponse({ data: { email: false, organisation: url.searchParams.get('countryISO') === 'GB' } }),
    });
    await openPage();
    type('Business name', 'Manor Farm');
    fireEvent.blur(input('Business name'));

    expect(await screen.findByText(messages.accounts.organisationTaken)).toBeTruthy();
    expect(requestsTo(api, 'GET /api/customers/business-connections/exists')[0]?.url.searchParams.get('name')).toBe(
      'Manor Farm',
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'IE' } });
    await waitFor(() => expect(screen.queryByText(messages.accounts.organisationTaken)).toBeNull());
  });

  it('creates the account, then says to check the email and can send it again', async () => {
    const api = mockApi({
      'GET /api/customers/business-connections/exists': nobody,
      'POST /api/customers/signup': () =>
        envelopeResponse({ status: 201, message: messages.accounts.signupConfirmationSent, data: created }),
      [`POST /api/customers/signup/${ids.farm}`]: ok(null),
    });
    await openPage();
    fillValidForm();
    type('Phone (optional)', '07700 900123');
    fireEvent.click(screen.getByRole('checkbox', { name: /market updates/ }));
    submit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(messages.accounts.signupConfirmationSent)).toBeTruthy();
    expect(screen.getByText(/We sent it to ann@manor\.farm/)).toBeTruthy();
    expect(requestsTo(api, 'POST /api/customers/signup')[0]?.body).toEqual({
      organisationName: 'Manor Farm',
      countryISO: 'GB',
      businessType: 'seller',
      givenName: 'Ann',
      familyName: 'Hart',
      email: 'ann@manor.farm',
      phone: { callingCode: '+44', number: '07700 900123' },
      password: 'Harvest2026!',
      passwordConfirm: 'Harvest2026!',
      acceptTerms: true,
      marketingOptIn: true,
    });
    // Nobody is signed in until the emailed link is opened.
    expect(sessionStore.getSnapshot().tokens).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send the email again' }));
    expect(await screen.findByText('We have sent the email to ann@manor.farm again.')).toBeTruthy();
    expect(requestsTo(api, `POST /api/customers/signup/${ids.farm}`)[0]?.body).toEqual({ email: 'ann@manor.farm' });
  });

  it('sends no phone when none is given, and the calling code follows the country', async () => {
    const api = mockApi({
      'GET /api/customers/business-connections/exists': nobody,
      'POST /api/customers/signup': ok(created),
    });
    await openPage();
    fillValidForm();
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'ZA' } });
    expect((screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value).toBe('+27');
    submit();

    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    expect(requestsTo(api, 'POST /api/customers/signup')[0]?.body).toMatchObject({
      countryISO: 'ZA',
      phone: null,
      marketingOptIn: false,
    });
  });

  it("puts the API's conflicts under their fields: a taken email with a sign-in link, a taken business name", async () => {
    mockApi({
      'GET /api/customers/business-connections/exists': nobody,
      'POST /api/customers/signup': fail(409, messages.accounts.emailTaken, [
        { field: 'email', message: messages.accounts.emailTaken },
        { field: 'organisationName', message: messages.accounts.organisationTaken },
      ]),
    });
    await openPage();
    fillValidForm();
    submit();

    const emailError = await screen.findByText(messages.accounts.emailTaken, { exact: false });
    expect(within(emailError).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText(messages.accounts.organisationTaken)).toBeTruthy();
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
  });

  it('shows a failure that belongs to no field above the form', async () => {
    mockApi({
      'GET /api/customers/business-connections/exists': nobody,
      'POST /api/customers/signup': fail(429, messages.errors.tooManyAttempts),
    });
    await openPage();
    fillValidForm();
    submit();

    expect((await screen.findByRole('alert')).textContent).toContain(messages.errors.tooManyAttempts);
  });

  it('opens the terms and the privacy notice as modals named in the URL', async () => {
    mockApi({});
    const { router } = await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'terms and conditions' }));

    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(within(dialog).getByText(/These terms apply/)).toBeTruthy();
    expect(router.state.location.search).toBe('?action=terms-and-conditions');
    // Following the link does not tick the box.
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toHaveProperty('checked', false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');

    // A link straight to the modal opens it too; closing takes the name out of the address.
    await act(() => router.navigate(`${PATH}?action=privacy`));
    const privacy = await screen.findByRole('dialog', { name: 'Privacy notice' });
    fireEvent.click(within(privacy).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(PATH);
    expect(router.state.location.search).toBe('');
  });
});
