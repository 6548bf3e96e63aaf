import { isStockRecordDoc, type StockRecord } from '@harvest/domain';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../ui/use-page-title';
import { FacetedList } from '../components/faceted-list';
import { useListTexts } from '../components/use-list-texts';
import { ListLotForSaleButton } from '../components/list-lot-for-sale-button';
import { LotSaleBadge } from '../components/lot-sale-badge';
import { useLotDescription } from '../components/lot-label';
import { StockImportModal } from '../components/stock-import-modal';
import { ScrollTable } from '../../../ui/scroll-table';
import { PageHeading } from '../../../ui/page-heading';
import { CardList } from '../../../ui/card-list';
import { TableOrCards } from '../../../ui/table-or-cards';
import { sortableHead } from '../../../ui/sortable-column-head';
import { STOCK_COLUMNS, StockLotRow } from '../components/stock-lot-row';
import { StockLotCard } from '../components/stock-lot-card';

/**
 * Stock (issue 7): the stock records as a searchable list with facets (crop, grade, variety, harvest year, store,
 * ownership, sale status, farm or store), 25 a page, the filters and the sort in the address so a link reproduces
 * the view. A table from the tablet breakpoint up, cards below it; each lot opens its own page (issue 20).
 */
export function StockPage() {
  const { t } = useTranslation();
  usePageTitle(t('inventoryScreens.stock.title'));
  const units = useUnits();
  const [importing, setImporting] = useState(false);
  const session = useSession();
  const canWrite = canAccess(session, 'inventory.movements', 'write');
  const readsContracts = canAccess(session, 'trading.contracts', 'read');
  const listTexts = useListTexts('inventoryScreens.stock', (reply) =>
    t('inventoryScreens.stock.summary', { count: reply.totalDocs, quantity: units.weight(reply.totalYield) }),
  );
  const lot = useLotDescription();
  // Beside each lot's name: whether it is sold, and the way to list what is not.
  const saleOf = (record: StockRecord) => (
    <>
      <LotSaleBadge sale={record.sale} />
      <ListLotForSaleButton lot={record} label={lot(record).line} />
    </>
  );
  const columnName = (key: (typeof STOCK_COLUMNS)[number]['key']) => t(`inventoryScreens.stock.columns.${key}`);
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeading title={t('inventoryScreens.stock.title')} intro={t('inventoryScreens.stock.intro')}>
        {readsContracts && (
          // Issue 21: stock stored for someone else is held under the storage contracts, on their own tab.
          <Text size="sm">
            {t('inventoryScreens.stock.storedUnder')}{' '}
            <Anchor component={Link} to={paths.contracts('storage')}>
              {t('inventoryScreens.stock.storageContracts')}
            </Anchor>
          </Text>
        )}
      </PageHeading>
      <FacetedList
        alias="records"
        texts={listTexts}
        sortLabels={Object.fromEntries(STOCK_COLUMNS.map((column) => [column.field, columnName(column.key)]))}
        actions={
          canWrite && (
            <Button variant="light" onClick={() => setImporting(true)}>
              {t('inventoryScreens.stockImport.open')}
            </Button>
          )
        }
      >
        {(docs, sort) => {
          const records = docs.filter(isStockRecordDoc);
          return (
            <TableOrCards
              table={
                <ScrollTable
                  label={t('inventoryScreens.stock.tableLabel')}
                  striped
                  highlightOnHover
                  horizontalSpacing="xs"
                  fz="sm"
                  // Seven columns fit beside the filters at 1280 px when the words wrap; narrower, it scrolls.
                  miw={600}
                  columns={STOCK_COLUMNS.map((column) =>
                    sortableHead(
                      sort,
                      column.field,
                      columnName(column.key),
                      column.field === 'quantityKg' ? { ta: 'right' } : {},
                    ),
                  )}
                >
                  {records.map((record) => (
                    <StockLotRow key={record.id} record={record} badge={saleOf(record)} />
                  ))}
                </ScrollTable>
              }
              cards={
                <CardList
                  label={t('inventoryScreens.stock.tableLabel')}
                  items={records}
                  keyOf={(record) => record.id}
                  dense
                >
                  {(record) => <StockLotCard record={record} badge={saleOf(record)} />}
                </CardList>
              }
            />
          );
        }}
      </FacetedList>
      <StockImportModal opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
