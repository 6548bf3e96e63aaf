import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { i18next } from '../../lib/i18n/i18n';
import { isKept, markKept } from '../../lib/offline/waiting-saves';
import { dismiss, notify } from '../../ui/notifications/notify';

const KEPT_NOTICE = 'save-kept';

/** A refused save stays on screen until read: it is the only word the person gets of it. */
const REFUSED_NOTICE_MS = 10 * 60 * 1000;

/**
 * Says what becomes of each save made offline, whatever form made it: at once that it is kept and will be sent,
 * that it was sent when the connection returns, and plainly when the API refused it then. Returns the unsubscribe.
 */
export function watchKeptSaves(client: QueryClient): () => void {
  const told = new WeakSet<object>();
  return client.getMutationCache().subscribe(({ mutation }) => {
    if (!mutation) return;
    const { status, isPaused, error } = mutation.state;
    // Paused while online is a save waiting its turn behind another, not one kept for the connection.
    if (status === 'pending' && isPaused && !onlineManager.isOnline() && !isKept(mutation)) {
      markKept(mutation);
      notify({
        name: KEPT_NOTICE,
        type: 'information',
        title: i18next.t('keptSaves.keptTitle'),
        message: i18next.t('keptSaves.kept'),
        dismissible: true,
      });
      return;
    }
    if (!isKept(mutation) || told.has(mutation)) return;
    // Once answered, 'kept on this device' is no longer true: it makes way for what became of the save.
    if (status === 'success' || status === 'error') dismiss(KEPT_NOTICE);
    if (status === 'success') {
      told.add(mutation);
      notify({ name: 'save-sent', message: i18next.t('keptSaves.sent') });
    } else if (status === 'error') {
      told.add(mutation);
      notify({
        name: `save-refused-${mutation.mutationId}`,
        type: 'error',
        title: i18next.t('keptSaves.refusedTitle'),
        message: error?.message ?? i18next.t('errors.somethingWentWrong'),
        position: 'floating',
        timeoutMs: REFUSED_NOTICE_MS,
        dismissible: true,
      });
    }
  });
}
