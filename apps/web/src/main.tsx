// Mantine's globals; each component's styles come with its code (build/mantine-styles.ts).
import 'virtual:mantine-styles';
import { paths } from './lib/paths';
import './lib/i18n/i18n';
import { holdsSessionTokens } from './lib/storage/session-keys';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Someone not signed in opening sign-in gets the quick sign-in (React, Mantine and the first catalogue: the first load
 * the issue measures); everyone else, and every other address, the whole app.
 */
// Only a plain sign-in: an address with anything but `redirect` (a `token` from an email signs in by itself) is the app's.
const plainSignIn =
  window.location.pathname === paths.login() &&
  [...new URLSearchParams(window.location.search).keys()].every((name) => name === 'redirect');
if (plainSignIn && !holdsSessionTokens()) {
  void import('./app/quick-sign-in').then(({ startQuickSignIn }) => startQuickSignIn(container));
} else {
  void import('./app/start-app').then(({ startApp }) => startApp(container));
}
