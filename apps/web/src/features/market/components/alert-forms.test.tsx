import { messages, type CommodityGroup } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { FuturesAlertModal, futuresAlertBody } from './futures-alert-modal';
import { TargetAlertModal, targetAlertBody } from './target-alert-modal';

const wheat: CommodityGroup = {
  id: 'wheat',
  name: 'Wheat',
  type: 'cereal',
  items: [
    {
      id: 'wheat-feed',
      name: 'Feed wheat',
      commodityType: 'feed',
      weight: { name: 'tonne', conversion: 0.001 },
      tags: [],
    },
  ],
  varieties: [],
};

const created = {
  id: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b30',
  type: 'target',
  commodityId: 'wheat-feed',
  region: 'east',
  kind: 'spot',
  direction: 'above',
  priceMinor: 18_235,
  moveMinor: null,
  movePercent: null,
  side: 'below',
  lastFiredAt: null,
  createdAt: '2026-11-27T09:00:00.000Z',
  marketMinor: 17_900,
  marketDate: '2026-11-27',
};

beforeEach(() =>
  signInAs(
    makeProfile({
      organisation: {
        ...makeProfile().organisation,
        modules: [{ id: 'trading:core' }, { id: 'trading:insights:grain' }],
      },
    }),
  ),
);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function choose(dialog: HTMLElement, label: string, option: string) {
  // Mantine labels the select's input and its listbox alike: the input is the first.
  const [box] = await within(dialog).findAllByLabelText(label);
  fireEvent.click(box!);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the price alert forms', () => {
  it('turn pounds into whole pence without float errors', () => {
    const target = { commodityId: 'wheat-feed', region: 'east', kind: 'spot', direction: 'above' } as const;
    expect(targetAlertBody({ ...target, price: 182.35 }).priceMinor).toBe(18_235);
    expect(targetAlertBody({ ...target, price: 0.29 }).priceMinor).toBe(29);
    expect(targetAlertBody({ ...target, price: 1_234.1 }).priceMinor).toBe(123_410);
    // The input hands over a string while it keeps a trailing zero.
    expect(targetAlertBody({ ...target, price: '195.50' }).priceMinor).toBe(19_550);
    expect(Number.isNaN(targetAlertBody({ ...target, price: '' }).priceMinor)).toBe(true);
    expect(futuresAlertBody({ market: 'london-feed-wheat', unit: 'pounds', move: 4.1 })).toEqual({
      type: 'futures',
      commodityId: 'wheat-feed',
      moveMinor: 410,
      movePercent: null,
    });
    expect(futuresAlertBody({ market: 'paris-milling-wheat', unit: 'percent', move: 2.5 })).toEqual({
      type: 'futures',
      commodityId: 'wheat-milling-nabim-group-1',
      moveMinor: null,
      movePercent: 2.5,
    });
  });

  it('say what is missing in the catalogue’s words, and send nothing', async () => {
    const api = mockApi({ 'GET /api/system/commodities': ok([wheat]) });
    renderRoute(<TargetAlertModal opened onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a price alert' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add alert' }));
    expect(await within(dialog).findByText(messages.market.alerts.cropUnknown)).toBeTruthy();
    expect(within(dialog).getByText(messages.market.alerts.regionRequired)).toBeTruthy();
    expect(within(dialog).getByText(messages.market.alerts.priceRequired)).toBeTruthy();
    expect(requestsTo(api, 'POST /api/trading/alert-preferences')).toHaveLength(0);
  });

  it('send a target alert with its price in pence, a trailing zero typed', async () => {
    const api = mockApi({
      'GET /api/system/commodities': ok([wheat]),
      'POST /api/trading/alert-preferences': ok(created),
    });
    const onClose = vi.fn();
    renderRoute(<TargetAlertModal opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a price alert' });
    await choose(dialog, 'Crop', 'Feed wheat');
    await choose(dialog, 'Region', 'East of England');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Price (£/t)' }), { target: { value: '195.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add alert' }));
    await waitFor(() => expect(requestsTo(api, 'POST /api/trading/alert-preferences')).toHaveLength(1));
    expect(requestsTo(api, 'POST /api/trading/alert-preferences')[0]?.body).toEqual({
      type: 'target',
      commodityId: 'wheat-feed',
      region: 'east',
      kind: 'spot',
      direction: 'above',
      priceMinor: 19_550,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuse a futures move of nothing, then send a percentage', async () => {
    const api = mockApi({ 'POST /api/trading/alert-preferences': ok({ ...created, type: 'futures' }) });
    renderRoute(<FuturesAlertModal opened onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a futures alert' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add alert' }));
    expect(await within(dialog).findByText(messages.market.alerts.moveRequired)).toBeTruthy();
    await choose(dialog, 'Move measured in', 'Per cent');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Move (%)' }), { target: { value: '2.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add alert' }));
    await waitFor(() => expect(requestsTo(api, 'POST /api/trading/alert-preferences')).toHaveLength(1));
    expect(requestsTo(api, 'POST /api/trading/alert-preferences')[0]?.body).toEqual({
      type: 'futures',
      commodityId: 'wheat-feed',
      moveMinor: null,
      movePercent: 2.5,
    });
  });
});
