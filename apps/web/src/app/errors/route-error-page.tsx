import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../../lib/api/api-error';
import { LoadingState } from '../../ui/loading-state';
import { hasReloadedForChunkError, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { GenericErrorPage } from './generic-error-page';
import { NotFoundPage } from './not-found-page';
import { OutOfDatePage } from './out-of-date-page';

/** The router's error boundary: picks the spec's error page for what went wrong. */
export function RouteErrorPage() {
  const error = useRouteError();

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
  // A page throws the API's 404 when the object it shows does not exist.
  if (isApiError(error) && error.status === 404) return <NotFoundPage />;
  if (isApiError(error)) return <GenericErrorPage status={error.status || undefined} message={error.message} />;
  return <GenericErrorPage />;
}

function ChunkLoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [reloading] = useState(() => !hasReloadedForChunkError());

  useEffect(() => {
    if (reloading) reloadOnceForChunkError();
    else console.error(error);
  }, [error, reloading]);

  return reloading ? <LoadingState label={t('errorPage.reloading')} /> : <GenericErrorPage />;
}
