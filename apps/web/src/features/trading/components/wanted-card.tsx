import type { WantedView } from '@harvest/domain';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { DetailList } from '../../../ui/detail-list';
import { formatMonths } from './format-month';
import { formatPricePerTonne, formatTonnesRange } from './trading-format';

/** One wanted listing: what the buyer wants, when, where and at what price, with the actions the page allows. */
export function WantedCard({ wanted, children }: { wanted: WantedView; children?: ReactNode }) {
  const { t } = useTranslation();
  const { crop, grade } = useCropNames();
  const titleId = `wanted-${wanted.id}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {t('trading.wanted.cardTitle', { crop: crop(wanted.commodityId), reference: wanted.reference })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('trading.wanted.postedBy', {
                buyer: wanted.buyerOrganisationName,
                when: formatDateTime(wanted.createdAt),
              })}
            </Text>
          </Stack>
          <Badge color={wanted.status === 'active' ? 'teal.9' : 'gray.8'} variant="filled" style={{ flexShrink: 0 }}>
            {t(`trading.wanted.statuses.${wanted.status}`)}
          </Badge>
        </Group>
        <DetailList
          rows={[
            {
              label: t('trading.wanted.type'),
              value: grade(wanted.commodityId, wanted.commodityItemId) || t('trading.wanted.anyType'),
            },
            {
              label: t('trading.wanted.quantity'),
              value: formatTonnesRange(wanted.quantityMinKg, wanted.quantityMaxKg),
            },
            { label: t('trading.wanted.months'), value: formatMonths(wanted.months) },
            {
              label: t('trading.wanted.price'),
              value:
                wanted.pricePerUnit === null
                  ? t('trading.wanted.noPrice')
                  : formatPricePerTonne(wanted.pricePerUnit, wanted.currency),
            },
            {
              label: t('trading.wanted.deliveryPostcode'),
              value: wanted.deliveryPostcode || t('trading.wanted.notGiven'),
            },
            ...(wanted.notes ? [{ label: t('trading.wanted.notes'), value: wanted.notes }] : []),
          ]}
        />
        {children}
      </Stack>
    </Card>
  );
}
