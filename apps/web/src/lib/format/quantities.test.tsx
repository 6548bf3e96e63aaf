import type { UserPreferences } from '@harvest/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { makeProfile, signInAs } from '../../test/session-fixtures';
import { Area, Money, Weight, Yield } from './quantities';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PREFERENCES = 'GET /api/customers/users/me/preferences';

function preferences(units: UserPreferences['units']): UserPreferences {
  return { termsAccepted: true, marketing: {}, signup: null, notifications: {}, units };
}

function Quantities() {
  return (
    <ul>
      <li data-testid="weight">
        <Weight kg={1000} />
      </li>
      <li data-testid="grain">
        <Weight kg={1000} context="grain" />
      </li>
      <li data-testid="area">
        <Area hectares={12.5} />
      </li>
      <li data-testid="yield">
        <Yield tonnesPerHectare={1} />
      </li>
      <li data-testid="money">
        <Money minor={123456} />
      </li>
      <li data-testid="euros">
        <Money minor={5} currency="EUR" />
      </li>
    </ul>
  );
}

const shown = (id: string) => screen.getByTestId(id).textContent;

describe('quantities in the reader’s units (spec §9)', () => {
  it('signed out: default weight unit tonne, grain in kg, hectares, t/ha, pounds, 2 decimals', () => {
    const api = mockApi({});
    renderRoute(<Quantities />);
    expect(shown('weight')).toBe('1.00 t');
    expect(shown('grain')).toBe('1,000.00 kg');
    expect(shown('area')).toBe('12.50 ha');
    expect(shown('yield')).toBe('1.00 t/ha');
    expect(shown('money')).toBe('£1,234.56');
    expect(shown('euros')).toBe('€0.05');
    expect(api).not.toHaveBeenCalled();
  });

  it('signed in: the person’s imperial choices (lb, bu/ac) and the organisation’s currency', async () => {
    signInAs(makeProfile({ organisation: { ...makeProfile().organisation, countryISO: 'ZA' } }));
    mockApi({ [PREFERENCES]: ok(preferences({ weight: 'imperial', yield: 'imperial' })) });
    renderRoute(<Quantities />);
    expect(await screen.findByText('2,205.00 lb', { selector: '[data-testid="weight"]' })).toBeTruthy();
    expect(shown('grain')).toBe('2,205.00 lb');
    expect(shown('area')).toBe('12.50 ha');
    expect(shown('yield')).toBe('20.23 bu/ac');
    expect(shown('money')).toBe('ZAR\u00a01,234.56');
    expect(shown('euros')).toBe('€0.05');
  });

  it('signed in with no choices: the defaults', async () => {
    signInAs(makeProfile());
    mockApi({ [PREFERENCES]: ok(preferences({})) });
    renderRoute(<Quantities />);
    expect(shown('weight')).toBe('1.00 t');
    expect(shown('money')).toBe('£1,234.56');
  });
});
