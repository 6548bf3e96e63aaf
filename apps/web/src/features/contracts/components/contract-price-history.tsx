import type { ContractDetailView } from '@harvest/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { formatPricePerTonne } from '../../../lib/format/price-per-tonne';
import { SectionCard } from '../../../ui/section-card';

/**
 * The contract's price updates after sampling (trading §4 Trade), oldest first: from what to what, why and who.
 * Shown once there is one; the buyer updates the price from a delivery whose sample is outside the specification.
 */
export function ContractPriceHistory({ contract }: { contract: ContractDetailView }) {
  const { t } = useTranslation();
  if (contract.priceUpdates.length === 0) return null;
  const money = (minor: number) => formatPricePerTonne(minor, contract.currency);
  return (
    <SectionCard title={t('contracts.priceUpdates.title')} intro={t('contracts.priceUpdates.intro')}>
      <Stack
        gap="xs"
        component="ol"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('contracts.priceUpdates.title')}
      >
        {contract.priceUpdates.map((update) => (
          <Stack component="li" gap={2} key={update.id}>
            <Text size="sm" fw={500}>
              {t('contracts.priceUpdates.line', {
                from: money(update.oldPricePerUnit),
                to: money(update.newPricePerUnit),
              })}
            </Text>
            <Text size="sm">{update.reason}</Text>
            <Text size="xs" c="dimmed">
              {t('contracts.priceUpdates.by', {
                who: update.recordedBy.name,
                business: update.recordedBy.organisationName,
                when: formatDateTime(update.recordedAt),
              })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
