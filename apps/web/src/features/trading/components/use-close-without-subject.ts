import type { ModalName } from '@harvest/domain';
import { useEffect } from 'react';
import { useModals } from '../../../ui/modals/use-modals';

/**
 * A page-rendered modal is about something the page chose (which offer, which listing). Opened by an address alone it
 * has nothing to show, and the page would stay locked behind an empty dialog: it is closed instead.
 */
export function useCloseWithoutSubject(name: ModalName, hasSubject: boolean): void {
  const modals = useModals();
  const orphan = modals.isActive(name) && !hasSubject;
  useEffect(() => {
    if (orphan) modals.close(name);
  });
}
