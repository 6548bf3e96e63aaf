import { MODAL_NAME_REQUIRED, MODAL_WIDTH_PX, type ModalName } from '@harvest/domain';
import { Button } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-route';
import { Dialog } from './dialog';
import { ModalHost, SCROLL_LOCK_ATTRIBUTE } from './modal-host';
import { registerModals, type ModalComponentProps } from './modal-registry';
import { useModals } from './use-modals';

function TestModal(title: string, variant: 'flyout' | 'centred') {
  return function Component({ props, close }: ModalComponentProps) {
    return (
      <Dialog opened onClose={close} title={title} variant={variant}>
        <p>{typeof props?.note === 'string' ? props.note : 'no note'}</p>
      </Dialog>
    );
  };
}

registerModals({
  impersonate: { variant: 'flyout', load: () => Promise.resolve({ default: TestModal('Impersonate', 'flyout') }) },
  privacy: { variant: 'centred', load: () => Promise.resolve({ default: TestModal('Privacy', 'centred') }) },
});

/** The page's useModals(), as of its last render, for the test to call. */
const latest: { modals: ReturnType<typeof useModals> | null } = { modals: null };

function Page() {
  const modals = useModals();
  useEffect(() => {
    latest.modals = modals;
  });
  return <Button onClick={() => modals.open('impersonate', { note: 'from the page' })}>Open impersonate</Button>;
}

function renderHost(path = '/page') {
  const routes = [
    {
      element: (
        <>
          <Outlet />
          <ModalHost />
        </>
      ),
      children: [{ path: '/page', element: <Page /> }],
    },
  ];
  return renderRoutes(routes, [path]);
}

const locked = () => document.body.hasAttribute(SCROLL_LOCK_ATTRIBUTE);
const api = () => {
  if (!latest.modals) throw new Error('not rendered');
  return latest.modals;
};

describe('the modal registry (spec platform §2)', () => {
  it('opens by name with props, pushing a history entry so Back closes it; scroll locks while open', async () => {
    const { router } = renderHost();
    expect(locked()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Open impersonate' }));
    expect(await screen.findByRole('dialog', { name: 'Impersonate' })).toBeTruthy();
    expect(screen.getByText('from the page')).toBeTruthy();
    expect(router.state.location.search).toBe('?action=impersonate');
    expect(locked()).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
    expect(locked()).toBe(false);
  });

  it('stacks newest first, shows only the active one, ignores opening an open one, unlocks when none remain', async () => {
    const { router } = renderHost();
    act(() => api().open('privacy'));
    await screen.findByRole('dialog', { name: 'Privacy' });
    act(() => api().open('impersonate'));
    await screen.findByRole('dialog', { name: 'Impersonate' });
    expect(router.state.location.search).toBe('?action=impersonate%2Cprivacy');
    expect(screen.queryByRole('dialog', { name: 'Privacy' })).toBeNull();
    expect(api().isOpen('privacy')).toBe(true);
    expect(api().isActive('privacy')).toBe(false);

    const key = router.state.location.key;
    act(() => api().open('privacy'));
    expect(router.state.location.key).toBe(key);

    act(() => api().close());
    await screen.findByRole('dialog', { name: 'Privacy' });
    expect(locked()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(locked()).toBe(false);
    expect(router.state.location.search).toBe('');
  });

  it("follows the action value: '~' for '/', the first item open, props absent", async () => {
    renderHost('/page?action=privacy,impersonate');
    expect(await screen.findByRole('dialog', { name: 'Privacy' })).toBeTruthy();
    expect(screen.getByText('no note')).toBeTruthy();
    expect(locked()).toBe(true);
  });

  it('a name the app does not know opens nothing from an address, and is an error naming it when opened', () => {
    renderHost('/page?action=no~such');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(() => api().open('no-such' as ModalName)).toThrow(/no-such/);
    expect(() => api().open('' as ModalName, { returnTo: '/x' })).toThrow(MODAL_NAME_REQUIRED);
  });

  it("the 'confirm' modal runs its action, then closes; opened by address alone it closes itself", async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { router } = renderHost();
    act(() =>
      api().open('confirm', { title: 'Remove Sam?', message: 'Sam loses access.', confirmLabel: 'Remove', onConfirm }),
    );
    await screen.findByRole('dialog', { name: 'Remove Sam?' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(router.state.location.search).toBe('');

    await act(() => router.navigate('/page?action=confirm'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(locked()).toBe(false);
  });

  it('forgets what a modal was opened with once it leaves the stack: the same name by address alone has nothing', async () => {
    const { router } = renderHost();
    act(() => api().open('confirm', { title: 'Remove Sam?', message: 'Sam loses access.', onConfirm: vi.fn() }));
    await screen.findByRole('dialog', { name: 'Remove Sam?' });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await act(() => router.navigate('/page?action=confirm'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: 'Remove Sam?' })).toBeNull();
  });

  it('dialogs are 576 px wide, centred or flying out from the right', () => {
    expect(MODAL_WIDTH_PX).toBe(576);
  });
});
