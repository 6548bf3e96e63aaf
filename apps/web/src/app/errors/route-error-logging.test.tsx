import { messages } from '@harvest/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { log } from '../../lib/logging/log';
import { sessionStore } from '../../lib/storage/session-store';
import { makeProfile, signInAs } from '../../test/session-fixtures';
import { renderRoutes } from '../../test/render-route';
import { RouteErrorPage } from './route-error-page';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

function renderFailing(error: unknown) {
  return renderRoutes([{ path: '/', element: <Throws error={error} />, errorElement: <RouteErrorPage /> }], ['/']);
}

describe('a route error is logged (issue 5, client logs)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs(makeProfile());
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    // Nothing queued is left for another test: signed out, a flush only empties the queue.
    sessionStore.clear();
    await log.flush();
  });

  it('queues an error entry tagged route-error for a page that crashed', async () => {
    const error = vi.spyOn(log, 'error');
    renderFailing(new Error('Cannot read stock'));
    expect(await screen.findByRole('heading', { name: 'Sorry, there was a problem' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Route error', expect.objectContaining({ message: 'Cannot read stock' }), [
      'route-error',
    ]);
  });

  it('does not log a page that was not found', async () => {
    const error = vi.spyOn(log, 'error');
    renderFailing(new ApiError({ status: 404, message: messages.errors.notFound }));
    expect(await screen.findByRole('heading', { name: messages.errors.pageNotFound })).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
  });
});
