import { messages, type LoadImportResult } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { NotificationHost } from '../../../ui/notifications/notification-host';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { LoadUploadPage } from './load-upload-page';

const IMPORT = 'POST /api/logistics/loads/import';
const good: LoadImportResult = { dryRun: true, rows: 2, valid: 2, imported: 0, skipped: 0, issues: [] };
const bad: LoadImportResult = {
  ...good,
  valid: 0,
  issues: [
    { row: 2, field: 'Job reference', message: 'No job of yours has the reference J-NOPE' },
    { row: 3, field: 'Commodity', message: 'There is no crop called Quinoa' },
  ],
};

beforeEach(() => signInAs(makeProfile()));
afterEach(() => vi.unstubAllGlobals());

function open() {
  const { router } = renderRoutes(
    [
      { path: '/logistics/loads/upload', element: <LoadUploadPage /> },
      { path: '/logistics/loads', element: <NotificationHost /> },
    ],
    ['/logistics/loads/upload'],
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const choose = (text: string) =>
    fireEvent.change(input, { target: { files: [new File([text], 'loads.csv', { type: 'text/csv' })] } });
  return { choose, router };
}

describe('LoadUploadPage (trading-logistics §2 CSV load upload)', () => {
  it('checks the file with a dry run and lists every bad row, Upload staying off', async () => {
    const api = mockApi({ [IMPORT]: ok(bad) });
    const { choose } = open();
    choose('Reference\r\nA\r\nB\r\n');
    const table = await screen.findByRole('table', { name: 'Rows to correct' });
    expect(within(table).getByRole('row', { name: /2 Job reference No job of yours/ })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /3 Commodity There is no crop called Quinoa/ })).toBeTruthy();
    expect(screen.getByText(messages.inventory.importNothingWritten)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload 0 loads' })).toHaveProperty('disabled', true);
    expect(requestsTo(api, IMPORT).map((request) => request.body)).toEqual([
      { csv: 'Reference\r\nA\r\nB\r\n', dryRun: true },
    ]);
  });

  it('uploads a good file for real, once, and goes back to the loads saying how many', async () => {
    let calls = 0;
    const api = mockApi({
      [IMPORT]: () => (calls++ === 0 ? ok(good)() : ok({ ...good, dryRun: false, imported: 2 })()),
    });
    const { choose, router } = open();
    choose('Reference\r\nA\r\nB\r\n');
    expect(await screen.findByText('All 2 rows are ready to upload')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 loads' }));
    await waitFor(() => expect(requestsTo(api, IMPORT)).toHaveLength(2));
    const sent = requestsTo(api, IMPORT);
    expect(sent[1]?.body).toEqual({ csv: 'Reference\r\nA\r\nB\r\n', dryRun: false });
    expect(sent[1]?.headers.get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/logistics/loads'));
    expect(await screen.findByText('2 loads uploaded')).toBeTruthy();
  });
});
