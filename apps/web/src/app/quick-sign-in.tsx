import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { LoginPage } from '../features/auth/pages/login-page';
import { i18next } from '../lib/i18n/i18n';
import { AuthFrame } from './layouts/auth-frame';
import { OutdatedBrowserBanner } from './shell/outdated-browser-banner';
import { UpdatePrompt } from './shell/update-prompt';
import { cssVariablesResolver, theme } from './theme';

const loadApp = () => import('./start-app');

/**
 * The sign-in page for someone not signed in who opens it first (issue 20: the first load on a phone). It draws the
 * same page the router does, with React, Mantine and the first catalogue alone; the app itself (router, queries,
 * shells) is fetched while the person types and started once they are in, at the page the sign-in leads to, in the
 * same document. Its links are plain addresses: following one loads the app there.
 */
export function startQuickSignIn(container: HTMLElement): void {
  const root = createRoot(container);
  const redirect = new URLSearchParams(window.location.search).get('redirect');
  const onSignedIn = async (path: string) => {
    const { startApp } = await loadApp();
    window.history.replaceState(null, '', path);
    root.unmount();
    startApp(container);
  };
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18next}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          {/* Typing is the moment to fetch the app, not the first load. */}
          <div onFocusCapture={() => void loadApp()}>
            <AuthFrame>
              <LoginPage redirect={redirect} onSignedIn={onSignedIn} />
            </AuthFrame>
          </div>
          <OutdatedBrowserBanner />
          {/* The installable app starts here too: the worker registers, and a new build is offered (platform §1). */}
          <UpdatePrompt />
        </MantineProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
