import type { BidView, ReopenStatus } from '@harvest/domain';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { BidStateBadge } from './bid-state-badge';
import { Countdown } from '../../../ui/countdown';
import { formatMonth } from './format-month';
import { formatPricePerTonne, formatTonnesRange } from './trading-format';
import { FactLine } from './fact-line';
import { TradeLabelBadges } from './trade-label-badges';
import { ViewContractLink } from './view-contract-link';

const REOPEN_COLOURS: Record<ReopenStatus, string> = {
  pending: '#b04204',
  accepted: 'teal.9',
  declined: 'red.9',
  expired: 'gray.8',
};

interface Props {
  bid: BidView;
  /** The seller may act (trading.listings write). */
  canWrite: boolean;
  /** Tonnage the listing still has to sell; no reopen request without any. */
  remainingKg: number;
  /** The listing was ended by its seller: an expired offer can no longer be reopened. */
  endedBySeller: boolean;
  onAccept: (bid: BidView, optionId: string) => void;
  onReopen: (bid: BidView, optionId: string) => void;
  onBuyerDetails: (bid: BidView) => void;
  onNotes: (bid: BidView) => void;
  onVerified: () => void;
  onDeadline?: () => void;
  /** A link to the offer's own page (left out on that page). */
  withLink?: boolean;
}

/**
 * One offer as the seller reviews it (§3, §4): the buyer's business and name (always shown), verified; its prices by
 * movement month side by side; the time left to accept; Accept on an option while it is under review, Ask to reopen
 * once it has expired, and any reopen request's 2 hours and answer.
 */
export function SellerOfferCard({
  bid,
  canWrite,
  remainingKg,
  endedBySeller,
  onAccept,
  onReopen,
  onBuyerDetails,
  onNotes,
  onVerified,
  onDeadline,
  withLink = true,
}: Props) {
  const { t } = useTranslation();
  const headingId = `offer-${bid.id}`;
  const reopen = bid.reopenRequest;
  const mayReopen =
    canWrite && bid.state === 'expired' && reopen?.status !== 'pending' && remainingKg > 0 && !endedBySeller;
  const mayAccept = canWrite && bid.state === 'under-review' && remainingKg > 0;

  return (
    <Card component="article" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={headingId}>
              {withLink ? (
                <Anchor component={Link} to={paths.bidDetail(bid.id)} inherit>
                  {bid.buyerOrganisationName}
                </Anchor>
              ) : (
                bid.buyerOrganisationName
              )}
            </Title>
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{t('trading.seller.offers.by', { name: bid.buyerName })}</Text>
              <UnstyledButton onClick={onVerified} aria-label={t('trading.seller.offers.verifiedHelp')}>
                <Badge color="teal.9" variant="filled" size="sm" style={{ cursor: 'pointer' }}>
                  {t('trading.seller.offers.verified')}
                </Badge>
              </UnstyledButton>
            </Group>
          </Stack>
          <BidStateBadge state={bid.state} />
        </Group>
        <FactLine
          facts={[
            {
              label: t('trading.seller.offers.quantity'),
              value: formatTonnesRange(bid.quantityMinKg, bid.quantityMaxKg),
            },
            { label: t('trading.seller.offers.sent'), value: formatDateTime(bid.updatedAt) },
          ]}
        />
        {bid.state === 'under-review' && (
          <Countdown
            to={bid.expiresAt}
            label={t('trading.seller.offers.expiresIn')}
            onEnd={onDeadline}
            c="#b04204"
            fw={500}
          />
        )}
        {(bid.state === 'sent' || bid.state === 'updated') && (
          <Countdown to={bid.reviewAt} label={t('trading.seller.offers.acceptFrom')} onEnd={onDeadline} />
        )}
        {bid.state === 'expired' && !reopen && <Text size="sm">{t('trading.offerExpired')}</Text>}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {bid.options.map((option) => (
            <Card key={option.id} withBorder padding="sm" bg={option.accepted ? 'teal.0' : undefined}>
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {formatMonth(option.month)}
                </Text>
                <Text size="lg" fw={700}>
                  {formatPricePerTonne(option.pricePerUnit, bid.currency)}
                </Text>
                <Text size="sm">
                  {option.premium
                    ? t('trading.seller.offers.premium', { premium: formatPricePerTonne(option.premium, bid.currency) })
                    : t('trading.seller.offers.noPremium')}
                </Text>
                {option.accepted && (
                  <Badge color="teal.9" variant="filled" size="sm">
                    {t('trading.seller.offers.acceptedOption')}
                  </Badge>
                )}
                {mayAccept && (
                  <Button
                    size="xs"
                    mt={4}
                    onClick={() => onAccept(bid, option.id)}
                    aria-label={t('trading.seller.offers.acceptOf', {
                      month: formatMonth(option.month),
                      buyer: bid.buyerOrganisationName,
                    })}
                  >
                    {t('trading.seller.offers.accept')}
                  </Button>
                )}
                {mayReopen && (
                  <Button
                    size="xs"
                    mt={4}
                    variant="default"
                    onClick={() => onReopen(bid, option.id)}
                    aria-label={t('trading.seller.offers.reopenOf', {
                      month: formatMonth(option.month),
                      buyer: bid.buyerOrganisationName,
                    })}
                  >
                    {t('trading.seller.offers.reopen')}
                  </Button>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        {reopen && (
          <Group gap="sm" wrap="wrap" role="status">
            <Text size="sm">{t('trading.seller.offers.reopenRequest')}</Text>
            <Badge color={REOPEN_COLOURS[reopen.status]} variant="filled" size="sm">
              {t(`trading.seller.reopenStates.${reopen.status}`)}
            </Badge>
            {reopen.status === 'pending' && (
              <Countdown to={reopen.expiresAt} label={t('trading.seller.offers.reopenAnswerIn')} onEnd={onDeadline} />
            )}
          </Group>
        )}
        <Group gap="sm" wrap="wrap">
          <Button size="xs" variant="default" onClick={() => onBuyerDetails(bid)}>
            {t('trading.seller.offers.buyerDetails')}
          </Button>
          {(bid.note || bid.options.some((option) => option.notes)) && (
            <Button size="xs" variant="default" onClick={() => onNotes(bid)}>
              {t('trading.seller.offers.notes')}
            </Button>
          )}
          {bid.trade && bid.trade.optionId && (
            <Button size="xs" component={Link} to={paths.tradeSummary(bid.id, bid.trade.optionId)}>
              {t('trading.seller.offers.tradeSummary')}
            </Button>
          )}
          {bid.trade && <ViewContractLink trade={bid.trade} as="button" />}
          {bid.trade && <TradeLabelBadges trade={bid.trade} />}
        </Group>
      </Stack>
    </Card>
  );
}
