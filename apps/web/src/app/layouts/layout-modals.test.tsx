import { SUPPORT_PHONE } from '@harvest/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-route';
import { makeProfile, signInAs } from '../../test/session-fixtures';
import { SCROLL_LOCK_ATTRIBUTE } from '../../ui/modals/modal-host';
import { routes } from '../routes';

// The pages' and the help's code, loaded once before the tests rather than inside the first one's time.
beforeAll(async () => {
  await Promise.all([
    import('../../features/platform/pages/status-page'),
    import('../../features/content/components/help-modal'),
    import('../../features/content/pages/latest-updates-page'),
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The screen's width as the layout asks it: below Mantine's `sm` breakpoint on a phone. */
function onPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone,
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(() => false),
      }) as MediaQueryList,
  );
}

/** The platform status page, signed in: the lightest page of the default layout. */
function openStatus(path = '/status') {
  const farmer = makeProfile();
  signInAs(farmer);
  mockApi({ 'GET /api/customers/users/me': ok(farmer) });
  return renderRoutes(routes, [path]);
}

const statusPage = () => screen.findByRole('heading', { level: 1, name: 'Harvest' });

const locked = () => document.body.hasAttribute(SCROLL_LOCK_ATTRIBUTE);

describe("the named modal 'help' (spec platform §2)", () => {
  it("opens from the header with the page's own help and the ways to support; Back closes it", async () => {
    const { router } = openStatus();
    await statusPage();
    fireEvent.click(screen.getByRole('button', { name: 'Help for this page' }));

    const help = await screen.findByRole('dialog', { name: 'Help' });
    expect(router.state.location.search).toBe('?action=help');
    expect(within(help).getByText(/Check that Harvest and its database are working/)).toBeTruthy();
    expect(
      within(help)
        .getByRole('link', { name: /^Email support at / })
        .getAttribute('href'),
    ).toMatch(/^mailto:/);
    expect(
      within(help)
        .getByRole('link', { name: `Call support on ${SUPPORT_PHONE}` })
        .getAttribute('href'),
    ).toBe('tel:+441223000000');
    expect(within(help).getByRole('link', { name: 'Read the latest updates in the help centre' })).toBeTruthy();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help' })).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('opens by its name in an address, over another modal, and says what to do anywhere', async () => {
    const { router } = openStatus('/no/such/page?action=help,privacy');
    const help = await screen.findByRole('dialog', { name: 'Help' });
    expect(within(help).getByText(/Use the menu to move between the parts of Harvest/)).toBeTruthy();
    fireEvent.click(within(help).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=privacy'));
  });
});

describe("the phone's menu is the named modal 'mobile-menu' (spec platform §2)", () => {
  it('opens from the burger into the address and closes with Back', async () => {
    onPhone(true);
    const { router } = openStatus();
    await statusPage();
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));

    expect((await screen.findByRole('button', { name: 'Close navigation' })).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(router.state.location.search).toBe('?action=mobile-menu');
    await waitFor(() => expect(locked()).toBe(true));

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('button', { name: 'Open navigation' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(locked()).toBe(false));
  });

  it('gives its place in the history to a link followed from it, so Back does not open it again', async () => {
    onPhone(true);
    const { router } = openStatus('/status?action=mobile-menu');
    await screen.findByRole('button', { name: 'Close navigation' });
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Latest updates' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/help-centre/latest-updates'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('button', { name: 'Open navigation' })).toBeTruthy();
  });

  it('closes on a wide screen, where the navigation is always in view', async () => {
    onPhone(false);
    const { router } = openStatus('/status?action=mobile-menu');
    await statusPage();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(locked()).toBe(false));
  });
});
