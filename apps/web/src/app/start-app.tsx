import { installEnGbZodMessages } from '@harvest/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startClientLogging } from '../lib/logging/log';
import { App } from './app';

/**
 * Draws the whole app (router, queries, shells) into the page; forms validate with the domain's en-GB messages. Called
 * once per document: at load, or by the quick sign-in once the person is in.
 */
export function startApp(container: HTMLElement): void {
  installEnGbZodMessages();
  // Client logs are batched to the API every 5 s and as the page is left (platform §7).
  startClientLogging();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
