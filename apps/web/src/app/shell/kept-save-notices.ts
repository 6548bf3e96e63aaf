import type { QueryClient } from '@tanstack/react-query';
import { i18next, loadFullCatalogue } from '../../lib/i18n/i18n';
import type { KeptSave } from '../../lib/offline/kept-save';
import type { KeptSaveQueue } from '../../lib/offline/kept-save-queue';
import { refetchAfterSaves } from '../../lib/offline/refetch-after-saves';
import { announceKept } from '../../lib/offline/waiting-saves';
import { dismiss, notify } from '../../ui/notifications/notify';

const KEPT_NOTICE = 'save-kept';

/** A refused save stays on screen until read: it is the only word the person gets of it. */
const REFUSED_NOTICE_MS = 10 * 60 * 1000;

/** The API area a save went to, in the person's words. */
const AREAS: Partial<Record<string, `keptSaveDetails.what.${'inventory' | 'trading' | 'customers' | 'logistics'}`>> = {
  inventory: 'keptSaveDetails.what.inventory',
  logistics: 'keptSaveDetails.what.logistics',
  trading: 'keptSaveDetails.what.trading',
  customers: 'keptSaveDetails.what.customers',
};

/** Which save, in the person's words: what it changed (from its address) and when it was made. */
export function describeKeptSave(save: KeptSave): string {
  const area = save.path.split('/')[1] ?? '';
  const what = i18next.t(AREAS[area] ?? 'keptSaveDetails.what.other');
  const at = new Date(save.keptAt);
  return i18next.t('keptSaveDetails.which', {
    what,
    time: at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }),
    date: at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }),
  });
}

/**
 * Says what becomes of each save kept on the device, whatever form made it: at once that it is kept and will be
 * sent, that they were sent when the connection returns (and the lists are fetched again), and plainly which one the
 * API refused then, and why. Returns the unsubscribe.
 */
export function watchKeptSaves(client: QueryClient, queue: KeptSaveQueue): () => void {
  return queue.listen((event) => {
    switch (event.type) {
      case 'kept':
        // Behind earlier saves while online, it goes in a moment: nothing to say.
        if (!event.offline) return;
        announceKept();
        notify({
          name: KEPT_NOTICE,
          type: 'information',
          title: i18next.t('keptSaves.keptTitle'),
          message: i18next.t('keptSaves.kept'),
          dismissible: true,
        });
        return;
      case 'sent':
        // Once answered, 'kept on this device' is no longer true.
        dismiss(KEPT_NOTICE);
        return;
      case 'refused':
        dismiss(KEPT_NOTICE);
        // Its words are in the full catalogue, which a page opened straight after a reload may still be fetching.
        void loadFullCatalogue()
          .catch(() => undefined)
          .then(() =>
            notify({
              name: `save-refused-${event.save.key}`,
              type: 'error',
              title: i18next.t('keptSaves.refusedTitle'),
              message: `${describeKeptSave(event.save)}: ${event.message}`,
              position: 'floating',
              timeoutMs: REFUSED_NOTICE_MS,
              dismissible: true,
            }),
          );
        return;
      case 'drained':
        if (event.sent > 0) notify({ name: 'save-sent', message: i18next.t('keptSaves.sent') });
        // Saves from an earlier page have no form to refresh what they changed: every list is fetched again.
        void refetchAfterSaves(client);
        return;
    }
  });
}
