import { alertAlreadyPast, futuresMarketOf, priceRegionName, type PriceAlert } from '@harvest/domain';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDateTime } from '../../../lib/format/format-date-time';
import { CardList } from '../../../ui/card-list';
import { RowButton } from '../../../ui/row-button';
import { perTonne, useMarketCropName } from './market-words';

interface AlertsListProps {
  alerts: readonly PriceAlert[];
  onRemove: (alert: PriceAlert, name: string) => void;
}

/** The person's alerts as cards (as readable at 390 px as on a desktop): what each watches, and the market now. */
export function AlertsList({ alerts, onRemove }: AlertsListProps) {
  const { t } = useTranslation();
  const cropName = useMarketCropName();

  const describe = (alert: PriceAlert) => {
    if (alert.type === 'futures') {
      const market = futuresMarketOf(alert.commodityId);
      const name = market ? t(`market.alerts.futuresMarkets.${market.id}`) : cropName(alert.commodityId);
      const move =
        alert.moveMinor !== null
          ? perTonne(alert.moveMinor)
          : new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 }).format(
              (alert.movePercent ?? 0) / 100,
            );
      return {
        name: t('market.alerts.futuresSummary', { market: name }),
        rule: t('market.alerts.futuresRule', { move }),
      };
    }
    return {
      name: t('market.alerts.targetSummary', {
        crop: cropName(alert.commodityId),
        region: priceRegionName(alert.region ?? ''),
      }),
      rule: t(`market.alerts.targetRule_${alert.direction ?? 'above'}`, {
        kind: t(`market.alerts.kindTitles.${alert.kind}`),
        price: perTonne(alert.priceMinor ?? 0),
      }),
    };
  };

  return (
    <CardList items={alerts} keyOf={(alert) => alert.id} label={t('market.alerts.listLabel')}>
      {(alert) => {
        const { name, rule } = describe(alert);
        return (
          <Stack gap={6}>
            <Title order={3} size="h5">
              {name}
            </Title>
            <Text size="sm" fw={600}>
              {rule}
            </Text>
            {alert.type === 'target' && (
              <Text size="sm" c="dimmed">
                {alert.marketMinor !== null && alert.marketDate !== null
                  ? t('market.alerts.marketNow', {
                      price: perTonne(alert.marketMinor),
                      date: formatCalendarDate(alert.marketDate),
                    })
                  : t('market.alerts.noMarket')}
              </Text>
            )}
            {alertAlreadyPast(alert) && (
              <Text size="sm">{t(`market.alerts.alreadyPast_${alert.direction ?? 'above'}`)}</Text>
            )}
            {alert.lastFiredAt && (
              <Text size="xs" c="dimmed">
                {t('market.alerts.lastFired', { date: formatDateTime(alert.lastFiredAt) })}
              </Text>
            )}
            <Group>
              <RowButton
                tone="danger"
                label={t('market.alerts.removeLabel', { name })}
                onClick={() => onRemove(alert, name)}
              >
                {t('market.alerts.remove')}
              </RowButton>
            </Group>
          </Stack>
        );
      }}
    </CardList>
  );
}
