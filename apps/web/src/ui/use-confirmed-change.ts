import type { UseMutationResult } from '@tanstack/react-query';
import { notify } from './notifications/notify';

/**
 * The change a ConfirmModal asks about: confirming sends it, success says `done` and closes, and closing forgets a
 * failure so the next opening starts clean. Spread `modalProps` on the ConfirmModal.
 */
export function useConfirmedChange<Data, Variables, Context>(
  mutation: UseMutationResult<Data, Error, Variables, Context>,
  onClose: () => void,
  done: string,
) {
  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = (variables: Variables, onError?: (error: Error) => void) =>
    mutation.mutate(variables, {
      onSuccess: () => {
        notify({ message: done, position: 'floating' });
        close();
      },
      onError,
    });
  const modalProps = {
    onClose: close,
    error: mutation.isError ? mutation.error.message : null,
    confirming: mutation.isPending,
  };
  /** All a ConfirmModal needs of the change about `subject` (null: closed), sent as `variables(subject)`. */
  const modalFor = <S>(subject: S | null, variables: (subject: S) => Variables) => ({
    ...modalProps,
    opened: subject !== null,
    onConfirm: () => {
      if (subject !== null) confirm(variables(subject));
    },
  });
  return { confirm, modalProps, modalFor };
}
