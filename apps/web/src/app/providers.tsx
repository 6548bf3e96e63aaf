import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '../lib/i18n/i18n';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off transitions and portals, so tests see the final state at once. */
  env?: 'default' | 'test';
}

export function Providers({ queryClient, children, env = 'default' }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18next}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
        {/* Floating notifications (spec §9: 6 s by default); each also reaches screen readers. */}
        <Notifications position="top-center" autoClose={6_000} limit={3} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
