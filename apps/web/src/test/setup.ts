import { installEnGbZodMessages } from '@harvest/domain';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetTokenRefresh } from '../lib/api/token-refresh';
import { loadFullCatalogue } from '../lib/i18n/i18n';
import { sessionStore } from '../lib/storage/session-store';
import { clearNotifications } from '../ui/notifications/notify';

// Tests render pages without their routes: the whole catalogue is there from the start.
await loadFullCatalogue();
// Forms validate with the domain's zod schemas in their en-GB words, as app/start-app.tsx sets them.
installEnGbZodMessages();

// Two cores shared with the API suite and a browser: a page may take more than the default second to settle.
configure({ asyncUtilTimeout: 3_000 });

// Mantine reads these browser APIs, which jsdom does not provide.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  })),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// Without vitest globals, testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Every test starts signed out, with no stored session, refresh or notification left over.
  sessionStore.clear();
  forgetTokenRefresh();
  clearNotifications();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]?.trim() ?? ''}=; Max-Age=0; path=/`;
  });
});
