import type { ListingState } from '@harvest/domain';
import { useTranslation } from 'react-i18next';
import { StateBadge } from './state-badge';

const COLOURS: Record<ListingState, string> = {
  pending: 'gray.8',
  scheduled: 'blue.9',
  live: 'green.9',
  'under-review': '#b04204',
  'review-elapsed': '#7a5200',
  ended: 'gray.8',
  traded: 'teal.9',
  archived: 'gray.8',
};

/** Filled in the 9th shade so the white words read at 4.5:1. A listing's state in words (§4), coloured by how much it asks of the seller now. */
export function ListingStateBadge({ state }: { state: ListingState }) {
  const { t } = useTranslation();
  return <StateBadge colour={COLOURS[state]} label={t(`trading.seller.states.${state}`)} />;
}
