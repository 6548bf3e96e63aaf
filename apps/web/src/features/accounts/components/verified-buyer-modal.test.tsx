import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VerifiedBuyerModal', () => {
  it('opens by its name on any page of the shell, and closes', async () => {
    signInAs(makeProfile());
    mockApi({ 'GET /api/customers/invites': ok([]) });
    const { router } = renderRoutes(routes, ['/inventory/manage/team?action=verified-buyer']);

    const dialog = await screen.findByRole('dialog', { name: 'Verified buyer' });
    expect(within(dialog).getByText(/Harvest has vetted before letting it bid/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });
});
