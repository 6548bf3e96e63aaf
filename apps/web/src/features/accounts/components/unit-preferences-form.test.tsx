import { messages, type UserPreferences } from '@harvest/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { UnitPreferencesForm } from './unit-preferences-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PREFERENCES = '/api/customers/users/me/preferences';

function preferences(units: UserPreferences['units']): UserPreferences {
  return { termsAccepted: true, marketing: {}, signup: null, notifications: {}, units };
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;

describe('UnitPreferencesForm (spec §9: per-user units, defaults per kind)', () => {
  it('shows the defaults for kinds never chosen: weight, capacity and temperature metric, distance imperial', async () => {
    signInAs(makeProfile());
    mockApi({ [`GET ${PREFERENCES}`]: ok(preferences({ yield: 'imperial' })) });
    renderRoute(<UnitPreferencesForm />);

    expect((await screen.findByRole('combobox', { name: 'Weight' })) as HTMLInputElement).toBeTruthy();
    expect(select('Weight').value).toBe('Metric (t)');
    expect(select('Storage capacity').value).toBe('Metric (t)');
    expect(select('Temperature').value).toBe('Metric (°C)');
    expect(select('Distance').value).toBe('Imperial (mi)');
    expect(select('Yield').value).toBe('Imperial (bu/ac)');
  });

  it('saves every kind as shown with PATCH preferences', async () => {
    signInAs(makeProfile());
    const saved = preferences({ weight: 'imperial' });
    const api = mockApi({
      [`GET ${PREFERENCES}`]: ok(preferences({})),
      [`PATCH ${PREFERENCES}`]: ok(saved, { message: messages.accounts.settingsSaved }),
    });
    renderRoute(<UnitPreferencesForm />);

    fireEvent.click(await screen.findByRole('combobox', { name: 'Weight' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Imperial (lb)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save units' }));

    await waitFor(() => expect(requestsTo(api, `PATCH ${PREFERENCES}`)).toHaveLength(1));
    expect(requestsTo(api, `PATCH ${PREFERENCES}`)[0]?.body).toEqual({
      units: { weight: 'imperial', capacity: 'metric', temperature: 'metric', distance: 'imperial', yield: 'metric' },
    });
    expect(await screen.findByText(messages.accounts.settingsSaved)).toBeTruthy();
  });

  it('shows why a save failed', async () => {
    signInAs(makeProfile());
    mockApi({
      [`GET ${PREFERENCES}`]: ok(preferences({})),
      [`PATCH ${PREFERENCES}`]: fail(400, 'Please enter a valid value'),
    });
    renderRoute(<UnitPreferencesForm />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save units' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('says when the choices could not be loaded', async () => {
    signInAs(makeProfile());
    mockApi({ [`GET ${PREFERENCES}`]: fail(500, 'Sorry, there was a problem') });
    renderRoute(<UnitPreferencesForm />);
    expect(await screen.findByText('Your unit choices could not be loaded')).toBeTruthy();
  });
});
