import type { TradeView } from '@harvest/domain';
import { formatMoney } from '@harvest/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { DetailList } from '../../../ui/detail-list';
import { Dialog } from '../../../ui/modals/dialog';
import { formatMonth } from './format-month';
import { formatPricePerTonne, formatTonnes } from './trading-format';
import type { DialogProps } from '../../../ui/modals/dialog-props';

/** The trade is confirmed: what was sold, to whom, and when the buyer's contract is due; on to the trade summary. */
export function TradeAcceptedModal({ trade, opened, onClose }: DialogProps<{ trade: TradeView | null }>) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened && trade !== null} onClose={onClose} title={t('trading.seller.accepted.title')}>
      {trade && (
        <Stack gap="md">
          <Text size="sm">{t('trading.seller.accepted.intro', { buyer: trade.buyerOrganisationName })}</Text>
          <DetailList
            rows={[
              { label: t('trading.seller.trade.reference'), value: trade.reference },
              { label: t('trading.seller.trade.quantity'), value: formatTonnes(trade.quantityKg) },
              {
                label: t('trading.seller.trade.price'),
                value: formatPricePerTonne(trade.pricePerUnit, trade.currency),
              },
              { label: t('trading.seller.trade.total'), value: formatMoney(trade.totalPrice, trade.currency) },
              { label: t('trading.seller.trade.month'), value: formatMonth(trade.month) },
              { label: t('trading.seller.trade.contractDue'), value: formatDateTime(trade.contractDueAt) },
            ]}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            {trade.bidId && trade.optionId && (
              <Button component={Link} to={paths.tradeSummary(trade.bidId, trade.optionId)}>
                {t('trading.seller.accepted.viewSummary')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
