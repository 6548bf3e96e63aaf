import { messages, type UserPreferences } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { sessionStore } from '../../../lib/storage/session-store';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const preferences = (signup: UserPreferences['signup']): UserPreferences => ({
  termsAccepted: true,
  marketing: {},
  signup,
  notifications: {},
  units: {},
});

async function openFrom(path: string) {
  const rendered = renderRoutes(routes, [path]);
  await screen.findByRole('heading', { level: 1, name: 'Before you start' });
  return rendered;
}

describe('AcceptTermsPage', () => {
  it('is where the guard sends someone who has not accepted the terms, with the terms and privacy a click away', async () => {
    signInAs(makeProfile({ settings: { terms: false } }));
    mockApi({});
    const { router } = await openFrom('/inventory/manage/team');

    expect(router.state.location.pathname).toBe('/accept-terms');
    expect(router.state.location.search).toBe('?redirect=%2Finventory%2Fmanage%2Fteam');
    expect(screen.getByText(/Trades you make on Harvest bind your business/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Read the terms and conditions' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(router.state.location.search).toContain('action=terms-and-conditions');
    expect(within(terms).getByText(/Harvest is not a party to any trade/)).toBeTruthy();
    fireEvent.click(within(terms).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Read the privacy notice' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy notice' })).toBeTruthy();
    expect(router.state.location.search).toContain('action=privacy');
  });

  it('asks for the tick before accepting', async () => {
    signInAs(makeProfile({ settings: { terms: false } }));
    const api = mockApi({});
    await openFrom('/accept-terms');
    fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));

    expect((await screen.findByRole('alert')).textContent).toContain(messages.accounts.termsRequired);
    expect(requestsTo(api, 'POST /api/customers/users/me/accept-terms')).toHaveLength(0);
  });

  it('accepts, then asks for signup preferences never given, keeping where the user was going', async () => {
    signInAs(makeProfile({ settings: { terms: false } }));
    const api = mockApi({
      'POST /api/customers/users/me/accept-terms': ok(makeProfile()),
      'GET /api/customers/users/me/preferences': ok(preferences(null)),
    });
    const { router } = await openFrom('/accept-terms?redirect=%2Finventory%2Fmanage%2Fteam');
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'What brings you to Harvest?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signup-preferences');
    expect(router.state.location.search).toBe('?redirect=%2Finventory%2Fmanage%2Fteam');
    expect(requestsTo(api, 'POST /api/customers/users/me/accept-terms')[0]?.body).toEqual({ accepted: true });
    expect(sessionStore.getSnapshot().profile?.settings.terms).toBe(true);
  });

  it('goes straight to the landing path when the signup preferences are known', async () => {
    signInAs(makeProfile({ settings: { terms: false } }));
    mockApi({
      'POST /api/customers/users/me/accept-terms': ok(makeProfile()),
      'GET /api/customers/users/me/preferences': ok(preferences({ interests: ['sell-grain'] })),
    });
    const { router } = await openFrom('/accept-terms');
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/trading/market-insights'));
  });

  it('shows a failed acceptance and stays', async () => {
    signInAs(makeProfile({ settings: { terms: false } }));
    mockApi({ 'POST /api/customers/users/me/accept-terms': fail(500, messages.errors.somethingWentWrong) });
    const { router } = await openFrom('/accept-terms');
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));

    expect((await screen.findByRole('alert')).textContent).toContain(messages.errors.somethingWentWrong);
    expect(router.state.location.pathname).toBe('/accept-terms');
  });
});
