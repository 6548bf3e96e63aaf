import { messages, SUPPORT_PHONE } from '@harvest/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-route';
import { makeProfile, signInAs } from '../../test/session-fixtures';
import { routes } from '../routes';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const VETTING_NOTICE = 'Your business is waiting to be vetted';
const notVetted = messages.accounts.notVetted.replace('{{phone}}', SUPPORT_PHONE);

const unvettedFarm = () =>
  makeProfile({
    organisation: {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Manor Farm',
      vetted: false,
      countryISO: 'GB',
      modules: [{ id: 'inventory:core' }, { id: 'trading:core' }],
    },
  });

describe('the not-vetted prompt (spec §6, trading §8)', () => {
  it('shows in place of any trading page of an organisation not yet vetted, with the support phone', async () => {
    signInAs(unvettedFarm());
    mockApi({});
    renderRoutes(routes, ['/trading/market-insights']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Trading is not available yet' })).toBeTruthy();
    expect(screen.getByText(notVetted)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call support' }).getAttribute('href')).toBe('tel:+441223000000');
    // The prompt says it once: no banner above it.
    expect(screen.queryByRole('region', { name: VETTING_NOTICE })).toBeNull();
  });

  it('is page not found for a vetted organisation on a trading page not built yet', async () => {
    signInAs(makeProfile());
    mockApi({});
    renderRoutes(routes, ['/trading/marketing-plans']);

    expect(await screen.findByText(messages.errors.pageNotFound)).toBeTruthy();
    expect(screen.queryByText(notVetted)).toBeNull();
  });

  it('says it once, on the inventory the farm lands on, and not again once hidden', async () => {
    signInAs(unvettedFarm());
    mockApi({});
    const first = renderRoutes(routes, ['/inventory/overview']);

    const banner = await screen.findByRole('region', { name: VETTING_NOTICE });
    expect(within(banner).getByText(new RegExp(SUPPORT_PHONE.replaceAll('+', '\\+')))).toBeTruthy();
    expect(within(banner).getByText(/inventory is yours to use/)).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Hide this notice' }));
    expect(screen.queryByRole('region', { name: VETTING_NOTICE })).toBeNull();
    first.unmount();

    // Remembered on this device: the next visit does not say it again.
    renderRoutes(routes, ['/inventory/overview']);
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('region', { name: VETTING_NOTICE })).toBeNull();
  });

  it('is not on every page: the team page of a farm waiting to be vetted has no banner', async () => {
    signInAs(unvettedFarm());
    mockApi({
      'GET /api/customers/users': ok([], {
        pagination: { currentPage: 1, limit: 25, totalDocuments: 0, prev: null, next: null, currentDocumentIndex: 0 },
      }),
      'GET /api/customers/invites': ok([]),
    });
    renderRoutes(routes, ['/inventory/manage/team']);
    await screen.findByRole('heading', { level: 1, name: 'Team' });
    expect(screen.queryByRole('region', { name: VETTING_NOTICE })).toBeNull();
  });

  it('sends the farm from / to the inventory overview, not to a closed trading page', async () => {
    signInAs(unvettedFarm());
    mockApi({});
    renderRoutes(routes, ['/']);
    expect(await screen.findByRole('region', { name: VETTING_NOTICE })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Trading is not available yet' })).toBeNull();
  });

  it('leaves the banner out for a vetted organisation', async () => {
    signInAs(makeProfile());
    mockApi({ 'GET /api/customers/invites': ok([]) });
    renderRoutes(routes, ['/inventory/manage/team']);
    await screen.findByRole('heading', { level: 1, name: 'Team' });
    expect(screen.queryByRole('region', { name: VETTING_NOTICE })).toBeNull();
  });

  it('leaves business setup open to an organisation waiting to be vetted', async () => {
    signInAs(unvettedFarm());
    mockApi({});
    renderRoutes(routes, ['/trading/manage/business-setup']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Business setup' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Trading is not available yet' })).toBeNull();
  });

  it('sends a signed-in person who has not accepted the terms there first, on trading addresses too', async () => {
    signInAs(makeProfile({ settings: { terms: false } }));
    mockApi({});
    renderRoutes(routes, ['/trading/market-insights']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Before you start' })).toBeTruthy();
  });
});
