import type { Health } from '@harvest/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderRoute } from '../../../test/render-route';
import { StatusPage } from './status-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const health: Health = {
  database: 'ok',
  databaseKind: 'pglite',
  migrations: { applied: 3, expected: 3, current: true },
  version: '0.4.2',
  minimumClientVersion: '0.1.0',
  devTools: true,
};

describe('StatusPage', () => {
  it('says what Harvest is and links to the API docs and the mailbox', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ data: health }));
    renderRoute(<StatusPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Harvest' })).toBeTruthy();
    expect(screen.getByText(/farm inventory, grain trading and haulage/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'API documentation' }).getAttribute('href')).toBe('/api/docs');
    expect(screen.getByRole('link', { name: 'Development mailbox' }).getAttribute('href')).toBe('/dev/mailbox');
    expect(await screen.findByText('Healthy')).toBeTruthy();
  });

  it('shows the database, migrations and version from /api/health', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ data: health }));
    renderRoute(<StatusPage />);

    expect(await screen.findByText('PGlite (embedded PostgreSQL) · Reachable')).toBeTruthy();
    expect(screen.getByText('Up to date (3 of 3)')).toBeTruthy();
    expect(screen.getByText('0.4.2')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/health');
  });

  it("shows an unhealthy API's own report from its 503", async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({
        status: 503,
        message: 'Unhealthy',
        data: { ...health, databaseKind: 'postgres', migrations: { applied: 2, expected: 3, current: false } },
      }),
    );
    renderRoute(<StatusPage />);

    expect(await screen.findByText('Unhealthy')).toBeTruthy();
    expect(screen.getByText('Behind (2 of 3 applied)')).toBeTruthy();
  });

  it('shows a failure with a retry button', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderRoute(<StatusPage />);

    expect(await screen.findByText('The API health could not be checked')).toBeTruthy();
    expect(screen.getByText('There is no internet connection')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(envelopeResponse({ data: health }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Healthy')).toBeTruthy();
  });
});
