import type { UserPreferences } from '@harvest/domain';
import type { ReactNode } from 'react';
import { usePreferences } from '../../../lib/session/get-preferences';
import { ErrorState } from '../../../ui/error-state';
import { LoadingState } from '../../../ui/loading-state';

interface LoadedPreferencesProps {
  /** What the failure says could not be loaded. */
  errorTitle: string;
  children: (preferences: UserPreferences) => ReactNode;
}

/** One's own preferences, once loaded: their progress and a failure with a retry until then. */
export function LoadedPreferences({ errorTitle, children }: LoadedPreferencesProps) {
  const preferences = usePreferences();
  if (preferences.isPending) return <LoadingState />;
  if (preferences.isError) {
    return (
      <ErrorState
        title={errorTitle}
        message={preferences.error.message}
        onRetry={() => void preferences.refetch()}
        retrying={preferences.isFetching}
      />
    );
  }
  return <>{children(preferences.data)}</>;
}
