import {
  DEFAULT_FEATURE_FLAGS,
  LATEST_UPDATES_SEEN_KEY,
  messages,
  type LatestUpdateContent,
  type Profile,
} from '@harvest/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { adminProfile, farmImpersonation, freshTokens, makeProfile, signInAs } from '../../../test/session-fixtures';
import { sessionStore } from '../../../lib/storage/session-store';
import { NotificationHost } from '../../../ui/notifications/notification-host';
import { WhatsNewModal } from './whats-new-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LATEST = 'GET /api/content/v1/latest-updates/latest';
const FLAGS = 'GET /api/sys/v1/feature-flags';

const item: LatestUpdateContent = {
  sys: { id: '44444444-4444-4444-8444-444444444444' },
  publishedAt: '2026-11-20T09:00:00.000Z',
  imageUrl: 'https://images.example/harvest.jpg',
  imageAlt: 'A combine in a wheat field',
  summary: 'Choose **tonnes or bushels** in your account.',
  latestUpdateArticle: { title: 'Your grain, your units', slug: 'your-grain-your-units' },
};

function mockContent({ latest = ok(item), whatsNew = true } = {}) {
  return mockApi({
    [FLAGS]: ok({ ...DEFAULT_FEATURE_FLAGS, whatsNew }),
    [LATEST]: latest,
  });
}

/** The window on its own page, with the article page it links to. */
function renderModal() {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <NotificationHost />
            <WhatsNewModal settleMs={0} />
          </>
        ),
      },
      { path: '/help-centre/latest-updates/:slug', element: <p>Article page</p> },
    ],
    ['/'],
  );
}

/** Waits for the flags (always asked when signed in) and, when expected, the update; then no window. */
async function expectNoWindow(fetchMock: ReturnType<typeof mockApi>, { fetched }: { fetched: boolean }) {
  await waitFor(() => expect(requestsTo(fetchMock, FLAGS)).toHaveLength(1));
  if (fetched) await waitFor(() => expect(requestsTo(fetchMock, LATEST)).toHaveLength(1));
  // Let the replies land and React settle before looking.
  await act(async () => {
    await Promise.resolve();
  });
  expect(screen.queryByRole('dialog')).toBeNull();
  if (!fetched) expect(requestsTo(fetchMock, LATEST)).toEqual([]);
}

const dialog = () => screen.findByRole('dialog', { name: item.latestUpdateArticle.title });

describe("what's-new window (platform §2, trading §2)", () => {
  it('shows the title, image, rendered summary, Close and View updates when all five conditions hold', async () => {
    signInAs(makeProfile());
    mockContent();
    renderModal();

    const modal = await dialog();
    expect(within(modal).getByRole('img', { name: item.imageAlt }).getAttribute('src')).toBe(item.imageUrl);
    // The summary's markdown arrives with its own code (loaded as the window becomes due).
    expect((await within(modal).findByText('tonnes or bushels')).tagName).toBe('STRONG');
    expect(within(modal).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'View updates' })).toBeTruthy();
  });

  it('1. not when signed out: nothing is fetched', async () => {
    const fetchMock = mockContent();
    renderModal();
    await act(async () => {
      await Promise.resolve();
    });
    expect(requestsTo(fetchMock, FLAGS)).toEqual([]);
    expect(requestsTo(fetchMock, LATEST)).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('2. not when no latest-updates content exists', async () => {
    signInAs(makeProfile());
    const fetchMock = mockContent({ latest: ok(null) });
    renderModal();
    await expectNoWindow(fetchMock, { fetched: true });
  });

  it('3. not when already seen after it was published; again once a newer one is published', async () => {
    signInAs(makeProfile());
    localStorage.setItem(LATEST_UPDATES_SEEN_KEY, '2026-11-21T00:00:00.000Z');
    const fetchMock = mockContent();
    const { unmount } = renderModal();
    await expectNoWindow(fetchMock, { fetched: true });
    unmount();

    localStorage.setItem(LATEST_UPDATES_SEEN_KEY, '2026-11-19T00:00:00.000Z');
    renderModal();
    expect(await dialog()).toBeTruthy();
  });

  it('4. not before the user has accepted the terms: nothing is fetched', async () => {
    signInAs(makeProfile({ settings: { terms: false } }));
    const fetchMock = mockContent();
    renderModal();
    await expectNoWindow(fetchMock, { fetched: false });
  });

  it('5. not while the organisation is not vetted: nothing is fetched', async () => {
    const profile = makeProfile();
    signInAs({ ...profile, organisation: { ...profile.organisation, vetted: false } });
    const fetchMock = mockContent();
    renderModal();
    await expectNoWindow(fetchMock, { fetched: false });
  });

  it('never for administrators, nor while one impersonates an organisation: nothing is fetched', async () => {
    signInAs(adminProfile());
    let fetchMock = mockContent();
    const { unmount } = renderModal();
    await expectNoWindow(fetchMock, { fetched: false });
    unmount();

    const admin: Profile = adminProfile();
    sessionStore.signIn(freshTokens(), [admin]);
    sessionStore.startImpersonation(farmImpersonation());
    // Acting as the farm's owner: no administrator permission in the profile, yet an administrator.
    sessionStore.setProfile(makeProfile());
    fetchMock = mockContent();
    renderModal();
    await expectNoWindow(fetchMock, { fetched: false });
  });

  it("not when the organisation's whatsNew flag is off: nothing is fetched", async () => {
    signInAs(makeProfile());
    const fetchMock = mockContent({ whatsNew: false });
    renderModal();
    await expectNoWindow(fetchMock, { fetched: false });
  });

  it('Close stores the seen date locally and closes', async () => {
    signInAs(makeProfile());
    mockContent();
    renderModal();
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const seenAt = localStorage.getItem(LATEST_UPDATES_SEEN_KEY);
    expect(seenAt).not.toBeNull();
    expect(Date.parse(seenAt ?? '')).toBeGreaterThan(Date.parse(item.publishedAt));
  });

  it('View updates stores the seen date and opens the article', async () => {
    signInAs(makeProfile());
    mockContent();
    const { router } = renderModal();
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'View updates' }));

    expect(await screen.findByText('Article page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/help-centre/latest-updates/your-grain-your-units');
    expect(localStorage.getItem(LATEST_UPDATES_SEEN_KEY)).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed fetch shows the generic error notification (trading §8)', async () => {
    signInAs(makeProfile());
    mockContent({ latest: fail(500, 'Boom') });
    renderModal();
    expect(await screen.findByText(messages.errors.somethingWentWrong)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is part of the default layout', async () => {
    signInAs(makeProfile());
    mockApi({
      [FLAGS]: ok(DEFAULT_FEATURE_FLAGS),
      [LATEST]: ok(item),
      'GET /api/content/v1/latest-updates': ok([], {
        pagination: { currentPage: 1, limit: 25, totalDocuments: 0, prev: null, next: null, currentDocumentIndex: 0 },
      }),
    });
    renderRoutes(routes, ['/help-centre/latest-updates']);
    // It waits for the page to settle (WHATS_NEW_SETTLE_MS) before opening.
    expect(
      await screen.findByRole('dialog', { name: item.latestUpdateArticle.title }, { timeout: 5_000 }),
    ).toBeTruthy();
  }, 10_000);
});

describe("when the what's-new window opens (issue 20)", () => {
  const SETTLE_MS = 300;

  function renderWith(extra?: ReactNode) {
    return renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              {extra}
              <WhatsNewModal settleMs={SETTLE_MS} />
            </>
          ),
        },
      ],
      ['/'],
    );
  }

  it('not during the first interaction: each click restarts the wait, and it opens once the page is left alone', async () => {
    signInAs(makeProfile());
    const fetchMock = mockContent();
    renderWith(<button type="button">Add stock</button>);
    await waitFor(() => expect(requestsTo(fetchMock, LATEST)).toHaveLength(1));

    // The person is busy: clicks every 200 ms, under the 300 ms the page must be quiet for.
    for (let i = 0; i < 4; i += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Add stock' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    }
    expect(await dialog()).toBeTruthy();
  });

  it('never over a dialog the person opened: it waits until that dialog is closed', async () => {
    signInAs(makeProfile());
    const fetchMock = mockContent();
    renderWith(<OwnDialog />);
    await waitFor(() => expect(requestsTo(fetchMock, LATEST)).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS * 3)));
    expect(screen.getAllByRole('dialog').map((open) => open.getAttribute('aria-label'))).toEqual(['Move stock']);

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await dialog()).toBeTruthy();
  });
});

/** A dialog of the person's own, open until they press Done. */
function OwnDialog() {
  const [opened, setOpened] = useState(true);
  if (!opened) return null;
  return (
    <div role="dialog" aria-modal="true" aria-label="Move stock">
      <button type="button" onClick={() => setOpened(false)}>
        Done
      </button>
    </div>
  );
}
