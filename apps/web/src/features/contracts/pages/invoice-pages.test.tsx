import type { InvoiceView } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute, renderRoutes } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { InvoicePage } from './invoice-page';
import { InvoicesPage } from './invoices-page';

const invoice: InvoiceView = {
  id: '12121212-1212-4212-8212-121212121212',
  reference: 'HFP-000001',
  contractId: '44444444-4444-4444-8444-444444444444',
  issuer: { organisationId: '55555555-5555-4555-8555-555555555555', name: 'Hillside Farm Partnership' },
  recipient: { organisationId: '66666666-6666-4666-8666-666666666666', name: 'Anglia Grain Merchants Ltd' },
  selfBilled: false,
  invoiceDate: '2026-12-18',
  dueDate: '2027-01-06',
  lines: [
    {
      description: 'Wheat delivered 14 December 2026',
      quantityKg: 29_140,
      unitPriceMinor: 19_800,
      amountMinor: 576_972,
    },
    { description: 'Moisture 15.2%: drying', quantityKg: null, unitPriceMinor: null, amountMinor: -2_040 },
  ],
  currency: 'GBP',
  netMinor: 574_932,
  taxLabel: 'VAT',
  taxPercentage: 20,
  taxNumber: '123 4567 89',
  taxMinor: 114_986,
  totalMinor: 689_918,
  issuedAt: '2026-12-18T10:00:00.000Z',
};

const page = (items: InvoiceView[]) =>
  ok(items, {
    pagination: { currentPage: 1, limit: 25, next: null, prev: null, totalDocuments: items.length, totalPages: 1 },
  });

beforeEach(() => signInAs(makeProfile()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the invoices screens (issue 21)', () => {
  it('lists the business’s invoices, each opening its page', async () => {
    const api = mockApi({ 'GET /api/trading/invoices': page([{ ...invoice, selfBilled: true }]) });
    renderRoute(<InvoicesPage />, { path: '/trading/invoices' });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Open invoice HFP-000001' }).getAttribute('href')).toBe(
      `/trading/invoices/${invoice.id}`,
    );
    expect(within(row).getByText('Self-billed')).toBeTruthy();
    expect(within(row).getByText('18/12/2026')).toBeTruthy();
    expect(within(row).getByText('06/01/2027')).toBeTruthy();
    expect(within(row).getByText('£6,899.18')).toBeTruthy();
    // The phone's cards say the same.
    const card = within(screen.getByRole('list', { name: 'Invoices' })).getByRole('listitem');
    expect(within(card).getByText('From Hillside Farm Partnership to Anglia Grain Merchants Ltd')).toBeTruthy();
    expect(Object.fromEntries(requestsTo(api, 'GET /api/trading/invoices')[0]!.url.searchParams)).toEqual({
      offset: '0',
      limit: '25',
    });
  });

  it('says when there are none, and when they cannot be fetched', async () => {
    mockApi({ 'GET /api/trading/invoices': page([]) });
    renderRoute(<InvoicesPage />, { path: '/trading/invoices' });
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeTruthy();
    mockApi({ 'GET /api/trading/invoices': fail(500, 'Something went wrong') });
    renderRoute(<InvoicesPage />, { path: '/trading/invoices' });
    expect(await screen.findByText('There was an error fetching your invoices')).toBeTruthy();
  });

  it('shows one invoice’s lines, tax and total, and downloads its PDF', async () => {
    const api = mockApi({
      [`GET /api/trading/invoices/${invoice.id}`]: ok(invoice),
      [`GET /api/trading/invoices/${invoice.id}/pdf`]: () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    // The download link is clicked for the browser to save the file; jsdom cannot follow it.
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoutes(
      [{ path: '/trading/invoices/:invoiceId', element: <InvoicePage /> }],
      [`/trading/invoices/${invoice.id}`],
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice HFP-000001' })).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByText('29.14 t')).toBeTruthy();
    expect(within(lines).getByText('£198.00/t')).toBeTruthy();
    expect(within(lines).getByText('-£20.40')).toBeTruthy();
    expect(screen.getByText('VAT at 20%')).toBeTruthy();
    expect(screen.getByText('£1,149.86')).toBeTruthy();
    expect(screen.getByText('£6,899.18')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the contract' }).getAttribute('href')).toBe(
      `/trading/contracts/${invoice.contractId}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download the PDF of invoice HFP-000001' }));
    await waitFor(() => expect(requestsTo(api, `GET /api/trading/invoices/${invoice.id}/pdf`)).toHaveLength(1));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect((saved.mock.contexts[0] as HTMLAnchorElement | undefined)?.download).toBe('HFP-000001.pdf');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
