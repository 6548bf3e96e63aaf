import type { UserPreferences } from '@harvest/domain';
import type { ReactNode } from 'react';
import { usePreferences } from '../../../lib/session/get-preferences';
import { QueryState } from '../../../ui/query-state';

interface LoadedPreferencesProps {
  /** What the failure says could not be loaded. */
  errorTitle: string;
  children: (preferences: UserPreferences) => ReactNode;
}

/** One's own preferences, once loaded: their progress and a failure with a retry until then. */
export function LoadedPreferences({ errorTitle, children }: LoadedPreferencesProps) {
  const preferences = usePreferences();
  return (
    <QueryState query={preferences} errorTitle={errorTitle}>
      {children}
    </QueryState>
  );
}
