import { messages, type StockImportResult } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { StockImportModal } from './stock-import-modal';

const IMPORT = 'POST /api/inventory/records/import';
const good: StockImportResult = { dryRun: true, rows: 2, valid: 2, imported: 0, issues: [] };
const bad: StockImportResult = {
  dryRun: true,
  rows: 2,
  valid: 1,
  imported: 0,
  issues: [{ row: 3, field: 'Crop', message: 'There is no crop called Quinoa' }],
};

beforeEach(() => signInAs(makeProfile()));
afterEach(() => vi.unstubAllGlobals());

function open(onClose = vi.fn()) {
  renderRoute(<StockImportModal opened onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Import stock from CSV' });
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  const choose = (text: string) =>
    fireEvent.change(input, { target: { files: [new File([text], 'stock.csv', { type: 'text/csv' })] } });
  return { dialog, choose, onClose };
}

describe('StockImportModal', () => {
  it('checks the chosen file with a dry run and lists each bad row, Import staying off', async () => {
    const api = mockApi({ [IMPORT]: ok(bad) });
    const { dialog, choose } = open();
    choose('Crop\r\nWheat\r\nQuinoa\r\n');
    const table = await within(dialog).findByRole('table', { name: 'Rows to correct' });
    expect(within(table).getByRole('row', { name: /3 Crop There is no crop called Quinoa/ })).toBeTruthy();
    expect(within(dialog).getByText(messages.inventory.importNothingWritten)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Import 0 records' })).toHaveProperty('disabled', true);
    expect(requestsTo(api, IMPORT).map((request) => request.body)).toEqual([
      { csv: 'Crop\r\nWheat\r\nQuinoa\r\n', dryRun: true },
    ]);
  });

  it('offers Import N records for a good file, imports it for real and closes', async () => {
    let calls = 0;
    const api = mockApi({
      [IMPORT]: () => (calls++ === 0 ? ok(good)() : ok({ ...good, dryRun: false, imported: 2 })()),
    });
    const { dialog, choose, onClose } = open();
    choose('Crop\r\nWheat\r\nWheat\r\n');
    expect(await within(dialog).findByText('2 rows ready to import')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Import 2 records' });
    fireEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = requestsTo(api, IMPORT);
    expect(sent.map((request) => request.body)).toEqual([
      { csv: 'Crop\r\nWheat\r\nWheat\r\n', dryRun: true },
      { csv: 'Crop\r\nWheat\r\nWheat\r\n', dryRun: false },
    ]);
    expect(sent[1]?.headers.get('idempotency-key')).toBeTruthy();
  });

  it('says why a file cannot be read at all', async () => {
    const message = 'The file has no Crop column: export your stock to CSV to see the columns an import takes';
    mockApi({ [IMPORT]: fail(400, message, [{ field: 'csv', message }]) });
    const { dialog, choose } = open();
    choose('Colour\r\nred\r\n');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(within(dialog).getByRole('button', { name: 'Import 0 records' })).toHaveProperty('disabled', true);
  });
});
