import { formatMessage, messages, type PriceImportResult, type PriceSourceSummary } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { adminProfile, signInAs } from '../../../test/session-fixtures';
import { MarketPricesPage } from './market-prices-page';

beforeEach(() => signInAs(adminProfile()));
afterEach(() => vi.unstubAllGlobals());

const SOURCES = 'GET /api/admin/market-prices/sources';
const IMPORT = 'POST /api/admin/market-prices/import';

const ahdb: PriceSourceSummary = {
  source: 'ahdb-spot',
  mapping: { date: 'Day', commodity: 'Grain', region: 'Area', price: '£/t' },
  kind: 'spot',
  prices: 1248,
  firstDay: '2025-11-24',
  lastDay: '2026-11-20',
  lastImportAt: '2026-11-20T16:00:00.000Z',
};

// A published table's own headings: the saved mapping names three of them, the fourth ('Price') is guessed.
const TABLE =
  'Day,Grain,Area,£/t,Notes\r\n2026-11-23,wheat,East of England,182.50,\r\n2026-11-23,wheat,Atlantis,181,\r\n';

const checked: PriceImportResult = {
  dryRun: true,
  rows: 2,
  valid: 1,
  imported: 0,
  issues: [{ row: 3, field: 'region', message: 'There is no region called Atlantis' }],
  replaced: 0,
  preview: [
    {
      commodityId: 'wheat',
      region: 'east',
      kind: 'spot',
      contractMonth: null,
      pricedOn: '2026-11-23',
      pricedAt: '2026-11-23T12:00:00.000Z',
      priceMinor: 18_250,
      currency: 'GBP',
    },
  ],
  firstDay: '2026-11-23',
  lastDay: '2026-11-23',
};
const clean: PriceImportResult = { ...checked, rows: 1, valid: 1, issues: [] };

async function openPage() {
  renderRoute(<MarketPricesPage />, { path: '/inventory/internal/market-prices' });
  await screen.findByRole('heading', { level: 1, name: 'Market prices' });
  // The sources (and their saved mappings) are read first, as an administrator sees them before choosing a file.
  await waitFor(() => expect(screen.queryByText('Loading the price sources')).toBeNull());
  const form = screen.getByRole('region', { name: 'Import a price table' });
  const chooseFile = (text: string, name = 'spot-prices.csv') =>
    fireEvent.change(form.querySelector<HTMLInputElement>('input[type="file"]')!, {
      target: { files: [new File([text], name, { type: 'text/csv' })] },
    });
  const typeSource = (name: string) => {
    const input = within(form).getByRole('combobox', { name: /^Source/ });
    fireEvent.change(input, { target: { value: name } });
    fireEvent.blur(input);
  };
  const column = (field: string) => within(form).getAllByLabelText(new RegExp(`^${field}`))[0] as HTMLInputElement;
  return { form, chooseFile, typeSource, column };
}

describe('MarketPricesPage (the administrators’ price import)', () => {
  it('lists each source with its latest import', async () => {
    mockApi({ [SOURCES]: ok([ahdb]) });
    await openPage();
    const table = await screen.findByRole('table', { name: 'Price sources and their last import' });
    const row = within(table).getByRole('row', { name: /ahdb-spot/ });
    expect(within(row).getByText('Spot')).toBeTruthy();
    expect(within(row).getByText('1,248')).toBeTruthy();
    expect(within(row).getByText('24/11/2025 to 20/11/2026')).toBeTruthy();
  });

  it('says when no table was imported yet', async () => {
    mockApi({ [SOURCES]: ok([]) });
    await openPage();
    expect(await screen.findByText('No prices imported yet')).toBeTruthy();
  });

  it('says when the sources could not be loaded, and still offers the import', async () => {
    mockApi({ [SOURCES]: fail(500, 'Sorry, there was a problem') });
    const { form } = await openPage();
    expect(await screen.findByText('The price sources could not be loaded')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Check file' })).toBeTruthy();
  });

  it("maps the file's headings from the source's saved mapping, guessing the rest", async () => {
    mockApi({ [SOURCES]: ok([ahdb]) });
    const { chooseFile, typeSource, column } = await openPage();
    typeSource('ahdb-spot');
    chooseFile(TABLE);
    await waitFor(() => expect(column('Date').value).toBe('Day'));
    expect(column('Crop').value).toBe('Grain');
    expect(column('Region').value).toBe('Area');
    expect(column('Price per tonne').value).toBe('£/t');
    expect(column('Kind of price').value).toBe('Not in the file');
    // No kind column: the saved kind is every row's.
    expect(column('Kind of every price').value).toBe('Spot');
  });

  it('checks the file with a dry run, lists every bad row and the first rows as read, and imports only a clean table', async () => {
    const api = mockApi({
      [SOURCES]: ok([ahdb]),
      [IMPORT]: ({ body }) => {
        const request = body as { dryRun: boolean; csv: string };
        if (!request.dryRun) return ok({ ...clean, dryRun: false, imported: 1, replaced: 3 })();
        return ok(request.csv.includes('Atlantis') ? checked : clean)();
      },
    });
    const { form, chooseFile, typeSource, column } = await openPage();
    typeSource('ahdb-spot');
    chooseFile(TABLE);
    await waitFor(() => expect(column('Date').value).toBe('Day'));

    fireEvent.click(within(form).getByRole('button', { name: 'Check file' }));
    const issues = await within(form).findByRole('table', { name: 'Rows to correct' });
    expect(within(issues).getByRole('row', { name: /3 region There is no region called Atlantis/ })).toBeTruthy();
    expect(within(form).getByText('1 of 2 rows can be imported')).toBeTruthy();
    const preview = within(form).getByRole('table', { name: 'The first rows as read' });
    expect(
      within(preview).getByRole('row', { name: /23\/11\/2026 wheat East of England Spot — £182.50\/t/ }),
    ).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Import prices' })).toHaveProperty('disabled', true);
    expect(requestsTo(api, IMPORT)[0]?.body).toEqual({
      source: 'ahdb-spot',
      fileName: 'spot-prices.csv',
      csv: TABLE,
      mapping: { date: 'Day', commodity: 'Grain', region: 'Area', price: '£/t' },
      kind: 'spot',
      currency: 'GBP',
      dryRun: true,
    });

    const corrected = 'Day,Grain,Area,£/t\r\n2026-11-23,wheat,East of England,182.50\r\n';
    chooseFile(corrected);
    await waitFor(() => expect(column('Date').value).toBe('Day'));
    fireEvent.click(within(form).getByRole('button', { name: 'Check file' }));
    expect(await within(form).findByText(/Every row can be imported/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Import prices' }));

    expect(await within(form).findByText('Imported 1 price for 23/11/2026 to 23/11/2026 (replaced 3)')).toBeTruthy();
    const sent = requestsTo(api, IMPORT).map((request) => (request.body as { dryRun: boolean }).dryRun);
    expect(sent).toEqual([true, true, false]);
  });

  it('says beside each field what the table still lacks before anything is sent', async () => {
    const api = mockApi({ [SOURCES]: ok([]) });
    const { form, chooseFile, typeSource, column } = await openPage();
    typeSource('Bad Name');
    chooseFile('When,What\r\n2026-11-23,wheat\r\n');
    await waitFor(() => expect(column('Date').value).toBe('Not in the file'));
    fireEvent.click(within(form).getByRole('button', { name: 'Check file' }));
    expect(await within(form).findByText('Use lower-case letters, digits and hyphens')).toBeTruthy();
    expect(
      within(form).getByText(formatMessage(messages.market.import.headingMissing, { field: 'date' })),
    ).toBeTruthy();
    expect(within(form).getByText(messages.market.import.kindMissing)).toBeTruthy();
    expect(requestsTo(api, IMPORT)).toEqual([]);
  });

  it("shows the API's refusal of the whole table", async () => {
    mockApi({
      [SOURCES]: ok([ahdb]),
      [IMPORT]: fail(400, 'The table could not be imported', [{ field: 'csv', message: 'The file is empty' }]),
    });
    const { form, chooseFile, typeSource, column } = await openPage();
    typeSource('ahdb-spot');
    chooseFile(TABLE);
    await waitFor(() => expect(column('Date').value).toBe('Day'));
    fireEvent.click(within(form).getByRole('button', { name: 'Check file' }));
    expect(await within(form).findByText('The file is empty')).toBeTruthy();
  });
});
