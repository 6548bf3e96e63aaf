import { isStockRecordDoc, type StockRecord } from '@harvest/domain';
import { Button, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../../lib/format/use-units';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../ui/use-page-title';
import { FacetedList } from '../components/faceted-list';
import { useListTexts } from '../components/use-list-texts';
import { ListLotForSaleButton } from '../components/list-lot-for-sale-button';
import { LotSaleBadge } from '../components/lot-sale-badge';
import { StockImportModal } from '../components/stock-import-modal';
import { ScrollTable } from '../../../ui/scroll-table';
import { PageHeading } from '../../../ui/page-heading';

/**
 * Stock (issue 7): the stock records as a searchable list with facets (crop, grade, variety, harvest year, store,
 * ownership, sale status, farm or store), 25 a page, the filters in the address so a link reproduces the view.
 */
export function StockPage() {
  const { t } = useTranslation();
  usePageTitle(t('inventoryScreens.stock.title'));
  const units = useUnits();
  const names = useCropNames();
  const [importing, setImporting] = useState(false);
  const canWrite = canAccess(useSession(), 'inventory.movements', 'write');
  const grade = (record: StockRecord) => names.grade(record.commodityId, record.commodityItemId);
  const crop = (record: StockRecord) => names.crop(record.commodityId);
  const listTexts = useListTexts('inventoryScreens.stock', (reply) =>
    t('inventoryScreens.stock.summary', { count: reply.totalDocs, quantity: units.weight(reply.totalYield) }),
  );
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeading title={t('inventoryScreens.stock.title')} intro={t('inventoryScreens.stock.intro')} />
      <FacetedList
        alias="records"
        texts={listTexts}
        actions={
          canWrite && (
            <Button variant="light" onClick={() => setImporting(true)}>
              {t('inventoryScreens.stockImport.open')}
            </Button>
          )
        }
      >
        {(docs) => (
          <ScrollTable
            label={t('inventoryScreens.stock.tableLabel')}
            striped
            highlightOnHover
            miw={720}
            columns={[
              t('inventoryScreens.stock.columns.crop'),
              t('inventoryScreens.stock.columns.year'),
              t('inventoryScreens.stock.columns.storage'),
              t('inventoryScreens.stock.columns.owner'),
              { label: t('inventoryScreens.stock.columns.quantity'), ta: 'right' },
              t('inventoryScreens.stock.columns.sale'),
              t('inventoryScreens.stock.columns.actions'),
            ]}
          >
            {docs.filter(isStockRecordDoc).map((record) => (
              <Table.Tr key={record.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {crop(record)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[grade(record), record.variety].filter(Boolean).join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>{record.harvestYear}</Table.Td>
                <Table.Td>{record.storageName}</Table.Td>
                <Table.Td>{t(`inventoryScreens.recordForm.owners.${record.ownerStatus}`)}</Table.Td>
                <Table.Td ta="right">{units.weight(record.quantityKg)}</Table.Td>
                <Table.Td>
                  <LotSaleBadge sale={record.sale} />
                </Table.Td>
                <Table.Td>
                  <ListLotForSaleButton
                    lot={record}
                    label={[crop(record), record.variety, record.harvestYear, record.storageName]
                      .filter(Boolean)
                      .join(' ')}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </ScrollTable>
        )}
      </FacetedList>
      <StockImportModal opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
