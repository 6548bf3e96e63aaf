import type { OrganisationDetails } from '@harvest/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFile, installFakeXhr, sentUpload, uploadedFile } from '../../../test/fake-xhr';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { ids, makeProfile, signInAs } from '../../../test/session-fixtures';
import { BrandingForm } from './branding-form';

const ORGANISATION = `/api/customers/organisations/${ids.farm}`;
const OLD_ID = 'f0f0f0f0-0000-4000-8000-0000000000aa';
const OLD_LOGO = `/api/system/files/${OLD_ID}`;
const NEW_FILE = uploadedFile({ name: 'new-logo.png' });

const organisation: OrganisationDetails = {
  id: ids.farm,
  name: 'Manor Farm',
  countryISO: 'GB',
  vetted: true,
  modules: [{ id: 'inventory:core' }],
  companyNumber: null,
  email: null,
  phone: null,
  address: null,
  bankDetails: null,
  branding: { primaryColour: '#1F6F43' },
  invoiceSettings: null,
  advancePay: false,
  owner: null,
};

const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/logo');

beforeEach(() => {
  installFakeXhr();
  signInAs(makeProfile());
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const png = () => new Response('png', { status: 200, headers: { 'content-type': 'image/png' } });

/** The API as the branding form meets it: PATCH answers the organisation with the sent branding. */
function setupApi(start: OrganisationDetails) {
  return mockApi({
    [`GET ${ORGANISATION}`]: ok(start),
    [`PATCH ${ORGANISATION}`]: (request) => ok({ ...start, ...(request.body as Partial<OrganisationDetails>) })(),
    [`GET ${OLD_LOGO}`]: png,
    [`GET ${NEW_FILE.url}`]: png,
    [`DELETE ${OLD_LOGO}`]: ok(null),
  });
}

async function openForm(canEdit = true) {
  renderRoute(<BrandingForm organisationId={ids.farm} canEdit={canEdit} />);
  return screen.findByRole('region', { name: 'Logo' });
}

describe('BrandingForm: the organisation’s logo', () => {
  it('uploads a logo to the images bucket, saves it into branding.logoUrl keeping the rest, and shows it', async () => {
    const api = setupApi(organisation);
    const logo = await openForm();
    expect(within(logo).getByText(/No logo yet/)).toBeTruthy();

    fireEvent.drop(within(logo).getByRole('button', { name: 'Upload logo' }), {
      dataTransfer: { files: [fakeFile('new-logo.png', 5000)], types: ['Files'] },
    });
    const xhr = await sentUpload();
    expect(xhr.body?.get('bucket')).toBe('images');
    expect(xhr.body?.get('type')).toBe('logo');
    expect(xhr.body?.get('organisationId')).toBe(ids.farm);
    act(() => xhr.reply(201, { status: 201, message: 'Created', data: [NEW_FILE] }));

    await waitFor(() => expect(requestsTo(api, `PATCH ${ORGANISATION}`)).toHaveLength(1));
    expect(requestsTo(api, `PATCH ${ORGANISATION}`)[0]?.body).toEqual({
      branding: { primaryColour: '#1F6F43', logoUrl: NEW_FILE.url },
    });
    const image = await within(logo).findByRole('img', { name: 'Your business logo' });
    expect(image.getAttribute('src')).toBe('blob:http://localhost/logo');
    expect(requestsTo(api, `GET ${NEW_FILE.url}`)[0]?.url.search).toBe('?inline=true');
    expect(await screen.findByText('Logo saved')).toBeTruthy();
    // Nothing was replaced, so nothing is deleted.
    expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    // The form's own Save sends the saved logo, not the one it was opened with.
    fireEvent.click(screen.getByRole('button', { name: 'Save branding and invoices' }));
    await waitFor(() => expect(requestsTo(api, `PATCH ${ORGANISATION}`)).toHaveLength(2));
    expect(requestsTo(api, `PATCH ${ORGANISATION}`)[1]?.body).toMatchObject({
      branding: { logoUrl: NEW_FILE.url },
    });
  });

  it('replacing a stored logo deletes the old file', async () => {
    const api = setupApi({ ...organisation, branding: { logoUrl: OLD_LOGO } });
    const logo = await openForm();
    expect(await within(logo).findByRole('img', { name: 'Your business logo' })).toBeTruthy();

    fireEvent.drop(within(logo).getByRole('button', { name: 'Upload logo' }), {
      dataTransfer: { files: [fakeFile('new-logo.png', 5000)], types: ['Files'] },
    });
    act(() => void sentUpload().then((xhr) => xhr.reply(201, { status: 201, message: 'Created', data: [NEW_FILE] })));
    await waitFor(() => expect(requestsTo(api, `DELETE ${OLD_LOGO}`)).toHaveLength(1));
  });

  it('removes the logo: branding saved without it, the file deleted', async () => {
    const api = setupApi({ ...organisation, branding: { logoUrl: OLD_LOGO, primaryColour: '#1F6F43' } });
    const logo = await openForm();
    await within(logo).findByRole('img', { name: 'Your business logo' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(requestsTo(api, `DELETE ${OLD_LOGO}`)).toHaveLength(1));
    expect(requestsTo(api, `PATCH ${ORGANISATION}`)[0]?.body).toEqual({ branding: { primaryColour: '#1F6F43' } });
    expect(await within(logo).findByText(/No logo yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
    expect(await screen.findByText('Logo removed')).toBeTruthy();
  });

  it('shows a logo at another address as it is, and no controls to someone who cannot edit', async () => {
    const api = setupApi({ ...organisation, branding: { logoUrl: 'https://example.com/logo.png' } });
    const logo = await openForm(false);
    expect(within(logo).getByRole('img', { name: 'Your business logo' }).getAttribute('src')).toBe(
      'https://example.com/logo.png',
    );
    expect(within(logo).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
    expect(api.mock.calls.every(([url]) => !String(url).includes('/system/files'))).toBe(true);
  });

  it('says so when the logo could not be saved', async () => {
    mockApi({
      [`GET ${ORGANISATION}`]: ok(organisation),
      [`PATCH ${ORGANISATION}`]: () =>
        new Response(JSON.stringify({ status: 403, message: 'No', data: null, errors: [{ message: 'Not allowed' }] }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    });
    const logo = await openForm();
    fireEvent.drop(within(logo).getByRole('button', { name: 'Upload logo' }), {
      dataTransfer: { files: [fakeFile('new-logo.png', 5000)], types: ['Files'] },
    });
    act(() => void sentUpload().then((xhr) => xhr.reply(201, { status: 201, message: 'Created', data: [NEW_FILE] })));
    expect(await screen.findByText('Not allowed')).toBeTruthy();
    expect(within(logo).getByText(/No logo yet/)).toBeTruthy();
  });
});
