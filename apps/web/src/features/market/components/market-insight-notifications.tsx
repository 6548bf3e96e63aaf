import { marketUpdatesPollStart, ROLE_SYS_ADMIN, type MarketUpdate } from '@harvest/domain';
import { lazy, Suspense, useState } from 'react';
import {
  canAccess,
  hasOrganisationModule,
  hasRole,
  isAuthenticated,
  isImpersonating,
} from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import type { SessionState } from '../../../lib/storage/session-store';
import { useLatestMarketUpdates } from '../api/get-latest-market-updates';
import { useMarkMarketUpdateViewed } from '../api/mark-market-update-viewed';
import { readMarketUpdatesDismissedAt, storeMarketUpdatesDismissedAt } from './market-updates-dismissed';

/** The stack and its sanitiser (DOMPurify) come with the first update there is to show, not with every page. */
const MarketUpdateStack = lazy(() => import('./market-update-stack').then((m) => ({ default: m.MarketUpdateStack })));

/**
 * Who is polled (trading §2, §6): a signed-in member of a vetted business with the trading core or buyers module
 * and trading.market.read; never a system administrator, nor one impersonating a business.
 */
export function pollsMarketUpdates(session: SessionState): boolean {
  if (!isAuthenticated(session) || isImpersonating(session)) return false;
  if (hasRole(session, ROLE_SYS_ADMIN) || canAccess(session, 'administrator')) return false;
  const trader = hasOrganisationModule(session, 'trading:core') || hasOrganisationModule(session, 'trading:buyers');
  return trader && session.profile?.organisation.vetted === true && canAccess(session, 'trading.market.read');
}

/**
 * Floating market-insight notifications (trading §2, §4): polled at load and every 120 s from the published date of
 * the last one dismissed on this device (2020-01-01 before any). Dismissing one stores its date (the latest kept),
 * tells the server it was viewed, and the next poll sends the date.
 */
export function MarketInsightNotifications() {
  const session = useSession();
  const polled = pollsMarketUpdates(session);
  const [dismissedAt, setDismissedAt] = useState(readMarketUpdatesDismissedAt);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const startDateUTC = marketUpdatesPollStart([dismissedAt]);
  const latest = useLatestMarketUpdates(session.profile?.id ?? '', startDateUTC, polled);
  const viewed = useMarkMarketUpdateViewed();

  // Oldest first: the one dismissed next is the oldest, so the stored date only moves forward.
  const waiting = (latest.data ?? []).filter((update) => !update.hasViewed && !dismissed.has(update.id)).reverse();

  const dismiss = (update: MarketUpdate) => {
    setDismissed((before) => new Set(before).add(update.id));
    const start = marketUpdatesPollStart([dismissedAt, update.publishedAt]);
    storeMarketUpdatesDismissedAt(start);
    setDismissedAt(start);
    viewed.mutate(update.id);
  };

  if (!polled || waiting.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <MarketUpdateStack updates={waiting} onDismiss={dismiss} />
    </Suspense>
  );
}
