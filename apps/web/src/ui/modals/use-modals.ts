import {
  MODAL_ACTION_PARAM,
  closeModalInStack,
  formatModalActions,
  openModalInStack,
  parseModalActions,
  type ModalName,
} from '@harvest/domain';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useShowsModal } from './modal-presence';
import { modalPropsStore } from './modal-props-store';
import { modalRegistration } from './modal-registry';

/** Marks a history entry that opening a modal added, so closing it goes back instead of adding another. */
export interface ModalEntryState {
  openedModal: string;
}

export function openedHere(state: unknown, name: string): boolean {
  return typeof state === 'object' && state !== null && 'openedModal' in state && state.openedModal === name;
}

/** The search params with `stack` as the action value (none when the stack is empty). */
export function withModalStack(params: URLSearchParams, stack: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  if (stack.length > 0) next.set(MODAL_ACTION_PARAM, formatModalActions(stack));
  else next.delete(MODAL_ACTION_PARAM);
  return next;
}

/**
 * Opens and closes named modals (spec §2). The URL's `action` value is the stack: opening
 * pushes a history entry so Back closes the top modal; opening one already open is ignored;
 * an unknown name, or props without a name, throws.
 */
export function useModals() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const stack = parseModalActions(params.get(MODAL_ACTION_PARAM));

  const open = (name: ModalName, props?: Record<string, unknown>) => {
    modalRegistration(name);
    const next = openModalInStack(stack, name);
    if (next === stack) return;
    modalPropsStore.set(name, props);
    const state: ModalEntryState = { openedModal: name };
    void navigate({ search: `?${withModalStack(params, next).toString()}` }, { state });
  };

  const close = (name?: ModalName) => {
    const target = name ?? stack[0];
    if (target === undefined || !stack.includes(target)) return;
    modalPropsStore.forget(target);
    // The top modal opened from this page: going back leaves the history as it was before.
    if (stack[0] === target && openedHere(location.state, target)) void navigate(-1);
    else setParams(withModalStack(params, closeModalInStack(stack, target)), { replace: true });
  };

  /** Puts `to` in the place of `from`, in the same history entry, so closing `to` goes back to where `from` was opened. */
  const swap = (from: ModalName, to: ModalName, props?: Record<string, unknown>) => {
    modalRegistration(to);
    modalPropsStore.forget(from);
    modalPropsStore.set(to, props);
    const rest = stack.filter((item) => item !== from && item !== to);
    const state: ModalEntryState | null = openedHere(location.state, from) ? { openedModal: to } : null;
    void navigate({ search: `?${withModalStack(params, [to, ...rest]).toString()}` }, { replace: true, state });
  };

  return {
    stack,
    open,
    close,
    swap,
    /** In the stack, active or not. */
    isOpen: (name: ModalName) => stack.includes(name),
    /** The first of the stack: the one shown and reachable. */
    isActive: (name: ModalName) => stack[0] === name,
  };
}

/**
 * One page-rendered modal: shown while it is the active one. The caller takes the name up (`shown`, true unless
 * said otherwise) for the host's `onlyWhereShown` check.
 */
export function useModal(name: ModalName, { shown = true }: { shown?: boolean } = {}) {
  const modals = useModals();
  useShowsModal(name, shown);
  return {
    opened: modals.isActive(name),
    // No argument: it is handed to onClick, whose event is not the modal's props.
    open: () => modals.open(name),
    close: () => modals.close(name),
  };
}
