import type { ModalName } from '@harvest/domain';
import { useModal } from '../../../ui/modals/use-modals';
import { useCloseWithoutSubject } from './use-close-without-subject';

/**
 * A page's named modal about one thing the page chose (a listing, a trade request), held in `selection` (a
 * useState pair, which several modals may share): `openFor` chooses the thing and opens the modal, which is open
 * only while there is one (opened by an address alone, it closes).
 */
export function useSubjectModal<T>(name: ModalName, [subject, setSubject]: readonly [T | null, (next: T) => void]) {
  const modal = useModal(name);
  useCloseWithoutSubject(name, subject !== null);
  return {
    opened: modal.opened && subject !== null,
    close: modal.close,
    openFor: (next: T) => {
      setSubject(next);
      modal.open();
    },
  };
}
