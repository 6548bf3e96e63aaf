import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** The query value that names the open modals (spec §2). */
export const ACTION_PARAM = 'action';

/**
 * The modals named in an `action` value: a comma-separated list with '~' standing for
 * '/', the first item being the one open.
 */
export function parseActions(value: string | null): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim().replaceAll('~', '/'))
    .filter((item) => item !== '');
}

export function formatActions(names: readonly string[]): string {
  return names.map((name) => name.replaceAll('/', '~')).join(',');
}

/** Marks a history entry that opening a modal added, so closing it can go back instead of adding another. */
interface ModalEntryState {
  openedModal: string;
}

function openedHere(state: unknown, name: string): boolean {
  return typeof state === 'object' && state !== null && 'openedModal' in state && state.openedModal === name;
}

/**
 * A modal whose open state is the first item of the URL's `action` value, so a link can
 * open it and Back closes it. Opening one already open is ignored.
 */
export function useActionModal(name: string) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const actions = parseActions(params.get(ACTION_PARAM));
  const opened = actions[0] === name;

  const withActions = (names: readonly string[]) => {
    const next = new URLSearchParams(params);
    if (names.length > 0) next.set(ACTION_PARAM, formatActions(names));
    else next.delete(ACTION_PARAM);
    return next;
  };

  const open = () => {
    if (opened) return;
    const state: ModalEntryState = { openedModal: name };
    void navigate(
      { search: `?${withActions([name, ...actions.filter((item) => item !== name)]).toString()}` },
      {
        state,
      },
    );
  };

  const close = () => {
    if (!opened) return;
    // Opened from this page: going back leaves the history as it was before.
    if (openedHere(location.state, name)) void navigate(-1);
    else setParams(withActions(actions.slice(1)), { replace: true });
  };

  return { opened, open, close };
}
