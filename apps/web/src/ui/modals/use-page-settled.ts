import { useEffect, useState } from 'react';

/** What the person is doing: any of these restarts the wait. */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** A dialog the person has open (Mantine's modals and drawers are modal dialogs). */
export const dialogOpen = () =>
  document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') !== null;

/**
 * True once the page has been left alone for `quietMs` while `active`: no click, tap, key or scroll, and no dialog
 * open at the end of it (a dialog open then restarts the wait). For what may open by itself (the what's-new window),
 * so it never takes the person's first click or covers what they opened. Stays true once it has been.
 */
export function usePageSettled(quietMs: number, active: boolean): boolean {
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    if (!active || settled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (dialogOpen()) wait();
      else setSettled(true);
    };
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(check, quietMs);
    };
    for (const name of INTERACTIONS) window.addEventListener(name, wait, { capture: true, passive: true });
    wait();
    return () => {
      clearTimeout(timer);
      for (const name of INTERACTIONS) window.removeEventListener(name, wait, { capture: true });
    };
  }, [active, settled, quietMs]);

  return settled;
}
