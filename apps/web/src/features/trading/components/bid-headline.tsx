import type { BidView } from '@harvest/domain';
import { Anchor, Group, Text, type AnchorProps, type GroupProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { BidStateBadge } from './bid-state-badge';
import { formatTonnesRange } from './trading-format';

interface BidHeadlineProps {
  bid: BidView;
  /** How the offer's name, a link to its page, looks where it is listed. */
  link: AnchorProps & { id?: string; style?: CSSProperties; onClick?: () => void };
  align?: GroupProps['align'];
}

/** A buyer's offer as listed (its card, the bid archive): its name and state, and a line of tonnes and time. */
export function BidHeadline({ bid, link, align }: BidHeadlineProps) {
  const { t } = useTranslation();
  const { crop } = useCropNames();
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap" align={align}>
        <Anchor component={Link} to={paths.bidDetail(bid.id)} {...link}>
          {t('trading.buyer.bids.title', { crop: crop(bid.commodityId), reference: bid.listingReference })}
        </Anchor>
        <BidStateBadge state={bid.state} />
      </Group>
      <Text size="sm" c="dimmed">
        {t('trading.buyer.bids.line', {
          quantity: formatTonnesRange(bid.quantityMinKg, bid.quantityMaxKg),
          when: formatDateTime(bid.updatedAt),
        })}
      </Text>
    </>
  );
}
