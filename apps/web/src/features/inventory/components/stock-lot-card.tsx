import type { StockRecord } from '@harvest/domain';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useUnits } from '../../../lib/format/use-units';
import { LotLabel } from './lot-label';
import { LotLink } from './lot-link';
import { StorageContractNumber } from './lot-storage-contract';
import { useOwnerText } from './use-owner-text';

/**
 * One lot as a card of the stock list on a phone: what it is and how much first, then its grade, variety and
 * store, then whose it is. `badge` sits beside its name (a sale state).
 */
export function StockLotCard({ record, badge }: { record: StockRecord; badge?: ReactNode }) {
  const units = useUnits();
  const owner = useOwnerText();
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <LotLabel
          record={record}
          withQuantity={false}
          badge={badge}
          renderName={(name) => <LotLink record={record} text={name} />}
        />
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {units.weight(record.quantityKg)}
        </Text>
      </Group>
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {owner(record)}
        </Text>
        <StorageContractNumber record={record} size="xs" />
      </Group>
    </Stack>
  );
}
