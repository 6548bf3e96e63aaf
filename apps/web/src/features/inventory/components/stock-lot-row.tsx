import type { StockRecord } from '@harvest/domain';
import { Group, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../../lib/format/use-units';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { LotLink } from './lot-link';
import { StorageContractNumber } from './lot-storage-contract';
import { useOwnerText } from './use-owner-text';

/** Short cells that read badly broken over lines (a year, a quantity). */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The stock list's columns, in order, with the field each sorts by. */
export const STOCK_COLUMNS = [
  { field: 'commodity', key: 'crop' },
  { field: 'grade', key: 'grade' },
  { field: 'variety', key: 'variety' },
  { field: 'harvestYear', key: 'year' },
  { field: 'storageName', key: 'storage' },
  { field: 'ownerStatus', key: 'owner' },
  { field: 'quantityKg', key: 'quantity' },
] as const;

/** One lot as a row of the stock table; its crop opens the lot page. `badge` sits beside the crop (a sale state). */
export function StockLotRow({ record, badge }: { record: StockRecord; badge?: ReactNode }) {
  const { t } = useTranslation();
  const units = useUnits();
  const names = useCropNames();
  const owner = useOwnerText();
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="wrap">
          <LotLink record={record} text={names.crop(record.commodityId)} />
          {badge}
        </Group>
      </Table.Td>
      <Table.Td>{names.grade(record.commodityId, record.commodityItemId) || t('inventoryScreens.lot.notSet')}</Table.Td>
      <Table.Td>{record.variety ?? t('inventoryScreens.lot.notSet')}</Table.Td>
      <Table.Td style={NO_WRAP}>{record.harvestYear}</Table.Td>
      <Table.Td>{record.storageName}</Table.Td>
      <Table.Td>
        <Stack gap={2}>
          {owner(record)}
          {/* Issue 21: the storage contract a lot stored for someone else is held under, opening it. */}
          <StorageContractNumber record={record} />
        </Stack>
      </Table.Td>
      <Table.Td ta="right" style={NO_WRAP}>
        {units.weight(record.quantityKg)}
      </Table.Td>
    </Table.Tr>
  );
}
