import type { BidState } from '@harvest/domain';
import { useTranslation } from 'react-i18next';
import { StateBadge } from './state-badge';

/** Filled in the 9th shade, so the small white words read at 4.5:1 (axe). */
const STATE_COLOURS: Record<BidState, string> = {
  sent: 'blue.9',
  updated: 'indigo.9',
  'under-review': 'violet.9',
  accepted: 'teal.9',
  declined: 'red.9',
  withdrawn: 'gray.8',
  expired: 'gray.8',
};

/** An offer's state in words (trading §4: sent, updated, under review, accepted, declined, withdrawn, expired). */
export function BidStateBadge({ state }: { state: BidState }) {
  const { t } = useTranslation();
  return <StateBadge colour={STATE_COLOURS[state]} label={t(`trading.buyer.bidStates.${state}`)} />;
}
