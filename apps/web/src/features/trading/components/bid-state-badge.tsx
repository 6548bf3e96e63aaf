import type { BidState } from '@harvest/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
  return (
    <Badge color={STATE_COLOURS[state]} variant="filled" style={{ flexShrink: 0 }}>
      {t(`trading.buyer.bidStates.${state}`)}
    </Badge>
  );
}
