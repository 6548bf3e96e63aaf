import type { UserPreferences } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aStockRecord, aStorage } from '../../../test/inventory-fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { BulkMovementModal } from './bulk-movement-modal';

/** A wheat lot of 10 t in the shed, and an empty bin to move it to. */
const lot = aStockRecord();
const bin = aStorage();

function preferences(units: UserPreferences['units']): UserPreferences {
  return { termsAccepted: true, marketing: {}, signup: null, notifications: {}, units };
}

beforeEach(() => signInAs(makeProfile()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BulkMovementModal in the person’s weight unit (issue 20)', () => {
  it('says the available stock, the total selected and by how much the amount differs in pounds', async () => {
    mockApi({
      'GET /api/customers/users/me/preferences': ok(preferences({ weight: 'imperial' })),
      'GET /api/inventory/records': ok([lot]),
      'GET /api/inventory/storages': ok([bin]),
      'POST /api/inventory/movements/conflicts': ok({ conflicts: [] }),
    });
    renderRoute(<BulkMovementModal opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'New movement' });
    // Mantine labels the select's input and its listbox alike: the input is the first.
    const [stock] = await within(dialog).findAllByLabelText('Stock to move');
    fireEvent.click(stock!);
    fireEvent.click(await screen.findByRole('option', { name: /2026 · Shed A/ }));

    // The lot's own amount and what it holds, and the total, in pounds: 10,000 kg is 22,050 lb.
    const from = await within(dialog).findByRole('textbox', { name: /^From .*2026, Shed A \(lb\)$/ });
    expect((from as HTMLInputElement).value).toBe('22050');
    expect(within(dialog).getByText('22,050.00 lb available')).toBeTruthy();
    const total = within(dialog).getByRole('textbox', { name: 'Amount moved (lb)' });
    expect((total as HTMLInputElement).value).toBe('22050');
    expect(within(dialog).getByText('Must equal the total selected: 22,050.00 lb.')).toBeTruthy();

    // An amount a tonne over (24,255 lb is 11,000 kg) says by how much in pounds, never in tonnes.
    fireEvent.change(total, { target: { value: '24255' } });
    await waitFor(() =>
      expect(
        within(dialog).getByText('The amount moved must equal the total selected: it is 2,205.00 lb higher'),
      ).toBeTruthy(),
    );
    expect(within(dialog).queryByText(/ t higher/)).toBeNull();
  });
});
