import { messages, type Movement } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayOnDevice } from '../../../lib/format/format-date-time';
import { aStorage, fixtureId as id } from '../../../test/inventory-fixtures';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { CompleteMovementModal } from './complete-movement-modal';

const STORAGES = 'GET /api/inventory/storages';
const storage = (n: number, name: string, quantityKg: number, capacityKg: number | null) =>
  aStorage({ id: id(n), businessUnitName: 'Hillside Grain Store', name, quantityKg, capacityKg });
const today = todayOnDevice();
const planned: Movement = {
  id: id(5),
  organisationId: id(9),
  type: 'internal',
  status: 'planned',
  commodityId: 'wheat',
  quantityKg: 29_000,
  sources: [{ recordId: id(6), storageId: id(1), quantityKg: 29_000 }],
  sourceStorageId: id(1),
  destinationStorageId: id(2),
  destinationRecordId: null,
  destinationName: null,
  reference: null,
  startDate: today,
  endDate: null,
  period: null,
  weighbridgeFileId: null,
  sampleFileId: null,
  sampleReference: null,
  moisturePercent: null,
  plannedDate: null,
  plannedQuantityKg: null,
  completedAt: null,
  reversedAt: null,
  reversalReason: null,
  createdAt: new Date().toISOString(),
};

beforeEach(() => signInAs(makeProfile()));
afterEach(() => vi.unstubAllGlobals());

describe('CompleteMovementModal', () => {
  it('starts from the planned figures, says what each store will hold after, and sends the actual ones', async () => {
    const api = mockApi({
      [STORAGES]: ok([storage(1, 'Shed', 45_000, null), storage(2, 'Bin', 10_000, 30_000)]),
      [`POST /api/inventory/movements/${planned.id}/complete`]: ok({ ...planned, status: 'complete' }),
    });
    const onClose = vi.fn();
    renderRoute(<CompleteMovementModal movement={planned} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Complete the movement' });
    expect(within(dialog).getByLabelText('Weight moved (t)')).toHaveProperty('value', '29');
    expect(await within(dialog).findByText('Shed: 45.00 t now, 16.00 t after')).toBeTruthy();
    expect(within(dialog).getByText('Bin: 10.00 t now, 39.00 t after')).toBeTruthy();
    expect(within(dialog).getByText('Bin would be over its capacity of 30.00 t.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Weight moved (t)'), { target: { value: '18.5' } });
    expect(await within(dialog).findByText('Bin: 10.00 t now, 28.50 t after')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete movement' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestsTo(api, `POST /api/inventory/movements/${planned.id}/complete`).map((each) => each.body)).toEqual([
      { actualDate: today, actualQuantityKg: 18_500 },
    ]);
  });

  it('refuses an actual date after today before anything is sent', async () => {
    mockApi({ [STORAGES]: ok([]) });
    renderRoute(<CompleteMovementModal movement={{ ...planned, startDate: '2999-12-03' }} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Complete the movement' });
    expect(within(dialog).getByText(messages.inventory.actualDateAhead)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Complete movement' })).toHaveProperty('disabled', true);
  });
});
