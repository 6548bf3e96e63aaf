import { Suspense, useEffect, useRef } from 'react';
import { modalPresence, useModalPresenceVersion } from './modal-presence';
import { modalPropsStore, useModalPropsVersion } from './modal-props-store';
import { modalRegistration, type RegisteredModal } from './modal-registry';
import { useModals } from './use-modals';

/** The body's mark while any modal is open; the page behind does not scroll. */
export const SCROLL_LOCK_ATTRIBUTE = 'data-modal-scroll-lock';

function known(name: string): RegisteredModal | null {
  try {
    return modalRegistration(name);
  } catch {
    // An address from elsewhere may name a modal this app does not have: it opens nothing.
    return null;
  }
}

/**
 * Opened by address alone, a modal that needs what its opener gave (a confirm's action) cannot show; nor can one that
 * nothing on this page shows (filters on a page without a list, the phone's menu on a wide screen).
 */
function cannotShow(modal: RegisteredModal): boolean {
  if (modal.component !== null) return modal.needsProps && modalPropsStore.get(modal.name) === undefined;
  return modal.onlyWhereShown && !modalPresence.isShown(modal.name);
}

/**
 * Renders the registered modals of the URL's `action` stack (spec §2). Only the first is
 * active and shown; the others wait beneath, out of the page and of assistive technology.
 * While any modal is open the page's scroll is locked; it unlocks when none remain.
 */
export function ModalHost() {
  const modals = useModals();
  useModalPropsVersion();
  useModalPresenceVersion();
  const open = modals.stack.map(known).filter((entry): entry is RegisteredModal => entry !== null);
  const active = open[0] ?? null;
  const activeProps = active ? modalPropsStore.get(active.name) : undefined;
  const orphan = active !== null && cannotShow(active);
  const locked = open.length > 0 && !orphan;

  useEffect(() => {
    if (!locked) return;
    const { body } = document;
    const before = body.style.overflow;
    body.style.overflow = 'hidden';
    body.setAttribute(SCROLL_LOCK_ATTRIBUTE, '');
    return () => {
      body.style.overflow = before;
      body.removeAttribute(SCROLL_LOCK_ATTRIBUTE);
    };
  }, [locked]);

  // What a modal was opened with goes when it leaves the stack (closed, Back, another page), so an address naming it
  // later opens it without, never with an earlier choice. Only names that were in the stack: `open` stores the props
  // before its navigation lands.
  const before = useRef<readonly string[]>([]);
  useEffect(() => {
    for (const name of before.current) if (!modals.stack.includes(name)) modalPropsStore.forget(name);
    before.current = modals.stack;
  });

  // Asked again here: a page takes its modals up in its own effects, which have run by now.
  useEffect(() => {
    if (active !== null && cannotShow(active)) modals.close(active.name);
  });

  if (active === null || active.component === null || orphan) return null;
  const Component = active.component;
  return (
    <Suspense fallback={null}>
      <Component key={active.name} props={activeProps} close={() => modals.close(active.name)} />
    </Suspense>
  );
}
