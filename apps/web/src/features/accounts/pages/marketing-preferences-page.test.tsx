import { messages, type UserPreferences } from '@harvest/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { haulierProfile, makeProfile, signInAs } from '../../../test/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const existing: UserPreferences = {
  termsAccepted: true,
  marketing: { email: true, sms: false },
  signup: { interests: ['sell-grain'] },
  notifications: {},
  units: {},
};

describe('MarketingPreferencesPage', () => {
  it("shows an existing user's choices and saves every channel, then goes to their landing path", async () => {
    signInAs(makeProfile());
    const api = mockApi({
      'GET /api/customers/users/me/preferences': ok(existing),
      'PATCH /api/customers/users/me/preferences': ({ body }) => ok({ ...existing, ...(body as object) })(),
    });
    const { router } = renderRoutes(routes, ['/marketing-preferences']);
    await screen.findByRole('heading', { level: 1, name: 'Marketing preferences' });

    expect(await screen.findByRole('checkbox', { name: 'Email' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'SMS' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'WhatsApp' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Push notifications' })).toHaveProperty('checked', false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'WhatsApp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText(messages.accounts.settingsSaved)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/trading/market-insights'));
    expect(requestsTo(api, 'PATCH /api/customers/users/me/preferences')[0]?.body).toEqual({
      marketing: { email: false, sms: false, whatsapp: true, push: false },
    });
  });

  it('goes on to where onboarding was taking the user', async () => {
    signInAs(haulierProfile());
    mockApi({
      'GET /api/customers/users/me/preferences': ok(existing),
      'PATCH /api/customers/users/me/preferences': ok(existing),
    });
    const { router } = renderRoutes(routes, ['/marketing-preferences?redirect=%2Fstatus']);
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/status'));
  });
});
