import { act, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render-route';
import { ModalHost, SCROLL_LOCK_ATTRIBUTE } from '../../../ui/modals/modal-host';
import { TRADING_NOTES_MODAL, TradingNotesModal } from './trading-notes-modal';
import { useModal } from '../../../ui/modals/use-modals';
import { useCloseWithoutSubject } from './use-close-without-subject';

function Page({ notes }: { notes: string | null }) {
  const modal = useModal(TRADING_NOTES_MODAL);
  useCloseWithoutSubject(TRADING_NOTES_MODAL, notes !== null);
  return (
    <>
      <button onClick={modal.open}>Open notes</button>
      <TradingNotesModal opened={modal.opened && notes !== null} onClose={modal.close} reference="L-1" notes={notes} />
    </>
  );
}

function renderPage(notes: string | null, path: string) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <ModalHost />
          </>
        ),
        children: [{ path: '/page', element: <Page notes={notes} /> }],
      },
    ],
    [path],
  );
}

describe('a page-rendered modal opened by address without its subject', () => {
  it('closes, so the page is not left locked behind nothing', async () => {
    const { router } = renderPage(null, '/page?action=view-trading-notes');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(document.body.hasAttribute(SCROLL_LOCK_ATTRIBUTE)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open with its subject', async () => {
    const { router } = renderPage('Dried and cleaned.', '/page?action=view-trading-notes');
    expect(await screen.findByRole('dialog', { name: 'Trading notes: L-1' })).toBeTruthy();
    expect(router.state.location.search).toBe('?action=view-trading-notes');
    await act(() => router.navigate('/page'));
  });
});
