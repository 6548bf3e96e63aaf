import { isStorageDoc, type InventorySearchDoc } from '@harvest/domain';
import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { usePageTitle } from '../../../ui/use-page-title';
import { FacetedList } from '../components/faceted-list';
import { ListTabs, useTabParam } from '../../../ui/list-tabs';
import { StorageFill } from '../components/storage-fill';
import { ScrollTable } from '../../../ui/scroll-table';
import { PageHeading } from '../../../ui/page-heading';

const KINDS = ['stores', 'fields'] as const;

/**
 * Stores and fields as searchable lists (the `stores` and `fields` search aliases): filters by farm or store, crop
 * and kind in the address, exported to CSV, beside the cards of the Stores and fields page.
 */
export function StorageListPage() {
  const { t } = useTranslation();
  usePageTitle(t('inventoryScreens.storageList.title'));
  const kind = useTabParam('kind', KINDS);
  const units = useUnits();
  const names = useCropNames();
  const crop = (id: string | null) => (id ? names.crop(id) : '');

  const table = (docs: InventorySearchDoc[]) => (
    <ScrollTable
      label={t(`inventoryScreens.storageList.tableLabel.${kind}`)}
      striped
      highlightOnHover
      miw={560}
      columns={[
        t('inventoryScreens.storageList.columns.name'),
        t('inventoryScreens.storageList.columns.unit'),
        t('inventoryScreens.storageList.columns.crop'),
        {
          label:
            kind === 'stores'
              ? t('inventoryScreens.storageList.columns.fill')
              : t('inventoryScreens.storageList.columns.area'),
          miw: 200,
        },
      ]}
    >
      {docs.filter(isStorageDoc).map((storage) => (
        <Table.Tr key={storage.id}>
          <Table.Td>
            <Text size="sm" fw={600}>
              {storage.name}
            </Text>
          </Table.Td>
          <Table.Td>{storage.businessUnitName}</Table.Td>
          <Table.Td>{crop(storage.commodityId)}</Table.Td>
          <Table.Td>
            {kind === 'stores' ? (
              <StorageFill storage={storage} />
            ) : (
              <Text size="sm">{units.area(storage.areaHa ?? 0)}</Text>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </ScrollTable>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeading title={t('inventoryScreens.storageList.title')} intro={t('inventoryScreens.storageList.intro')} />
        <Anchor component={Link} to={paths.inventoryStorage}>
          {t('inventoryScreens.storageList.asCards')}
        </Anchor>
      </Group>
      <ListTabs
        label={t('inventoryScreens.storageList.tabsLabel')}
        value={kind}
        tabs={KINDS.map((each) => ({
          value: each,
          label: t(`inventoryScreens.storageList.tabs.${each}`),
          to: paths.inventoryStorageList(each),
        }))}
      />
      <FacetedList
        key={kind}
        alias={kind}
        texts={{
          loadError: t('inventoryScreens.storage.loadError'),
          summary: (reply) => t(`inventoryScreens.storageList.summary.${kind}`, { count: reply.totalDocs }),
          empty: t(`inventoryScreens.storageList.empty.${kind}`),
          emptyHint: t('inventoryScreens.storage.emptyHint'),
          noMatch: t('inventoryScreens.storageList.noMatch'),
          fileName: t(`inventoryScreens.storageList.fileName.${kind}`),
        }}
      >
        {table}
      </FacetedList>
    </Stack>
  );
}
