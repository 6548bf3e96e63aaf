import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../../lib/api/api-error';
import { log } from '../../lib/logging/log';
import { LoadingState } from '../../ui/loading-state';
import { AppLoadFailure } from '../shell/app-load-failure';
import { hasReloadedForChunkError, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { GenericErrorPage } from './generic-error-page';
import { NotFoundPage } from './not-found-page';
import { OutOfDatePage } from './out-of-date-page';

/** The router's error boundary: picks the spec's error page for what went wrong. */
export function RouteErrorPage() {
  const error = useRouteError();
  useLogRouteError(error);

  if (isChunkLoadError(error)) return <ChunkLoadFailure error={error} />;
  if (isApiError(error) && error.offline) return <OutOfDatePage />;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    return (
      <GenericErrorPage
        status={error.status}
        message={typeof error.data === 'string' ? error.data : error.statusText}
      />
    );
  }
  // No answer at all (offline, or the server unreachable): the app could not load what it needs.
  if (isApiError(error) && error.status === 0) return <AppLoadFailure />;
  // A page throws the API's 404 when the object it shows does not exist.
  if (isApiError(error) && error.status === 404) return <NotFoundPage />;
  if (isApiError(error)) return <GenericErrorPage status={error.status || undefined} message={error.message} />;
  return <GenericErrorPage />;
}

function ChunkLoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  // Offline, a reload would only show the browser's own error: say so and let the person retry.
  const [reloading] = useState(() => navigator.onLine && !hasReloadedForChunkError());

  useEffect(() => {
    if (reloading) reloadOnceForChunkError();
    else console.error(error);
  }, [error, reloading]);

  return reloading ? <LoadingState label={t('errorPage.reloading')} /> : <AppLoadFailure />;
}

/**
 * A page that crashed is worth a client log entry (for the people who send logs, platform §6);
 * a missing page and a stale chunk (reloaded at once) are not.
 */
function useLogRouteError(error: unknown): void {
  useEffect(() => {
    const status = isRouteErrorResponse(error) || isApiError(error) ? error.status : null;
    if (status === 404 || isChunkLoadError(error) || (isApiError(error) && error.offline)) return;
    const message =
      error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : String(error);
    log.error('Route error', { status, message, path: window.location.pathname }, ['route-error']);
  }, [error]);
}
