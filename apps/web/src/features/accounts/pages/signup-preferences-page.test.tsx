import { messages, type UserPreferences } from '@harvest/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const preferences: UserPreferences = { termsAccepted: true, marketing: {}, signup: null, notifications: {}, units: {} };

describe('SignupPreferencesPage', () => {
  it('needs at least one interest, then saves them with how the person heard of us and goes on to marketing', async () => {
    signInAs(makeProfile());
    const api = mockApi({
      'GET /api/customers/users/me/preferences': ok(preferences),
      'PATCH /api/customers/users/me/preferences': ({ body }) => ok({ ...preferences, ...(body as object) })(),
    });
    const { router } = renderRoutes(routes, ['/signup-preferences?redirect=%2Finventory%2Fmanage%2Fteam']);
    await screen.findByRole('heading', { level: 1, name: 'What brings you to Harvest?' });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(messages.validation.optionRequired)).toBeTruthy();
    expect(requestsTo(api, 'PATCH /api/customers/users/me/preferences')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Sell grain' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keep track of my inventory' }));
    fireEvent.change(screen.getByRole('textbox', { name: /How did you hear about us/ }), {
      target: { value: ' Our agronomist ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing preferences' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/marketing-preferences');
    expect(router.state.location.search).toBe('?redirect=%2Finventory%2Fmanage%2Fteam');
    expect(requestsTo(api, 'PATCH /api/customers/users/me/preferences')[0]?.body).toEqual({
      signup: { interests: ['sell-grain', 'manage-inventory'], hearAboutUs: 'Our agronomist' },
    });
  });

  it('shows a failed load with a retry', async () => {
    signInAs(makeProfile());
    mockApi({});
    renderRoutes(routes, ['/signup-preferences']);
    expect(await screen.findByText('Your preferences could not be loaded')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy());
  });
});
