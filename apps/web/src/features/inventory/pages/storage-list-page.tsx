import type { InventorySearchDoc, Storage } from '@harvest/domain';
import { Anchor, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { useCommodities } from '../../../lib/reference/use-commodities';
import { usePageTitle } from '../../../ui/use-page-title';
import { FacetedList } from '../components/faceted-list';
import { StorageFill } from '../components/storage-fill';

const KINDS = ['stores', 'fields'] as const;
type Kind = (typeof KINDS)[number];
const isKind = (value: string | undefined): value is Kind => KINDS.some((kind) => kind === value);
const isStorage = (doc: InventorySearchDoc): doc is Storage => 'subStoreIds' in doc && 'capacityKg' in doc;

/**
 * Stores and fields as searchable lists (the `stores` and `fields` search aliases): filters by farm or store, crop
 * and kind in the address, exported to CSV, beside the cards of the Stores and fields page.
 */
export function StorageListPage() {
  const { t } = useTranslation();
  usePageTitle(t('inventoryScreens.storageList.title'));
  const navigate = useNavigate();
  const { kind: kindParam } = useParams();
  const kind: Kind = isKind(kindParam) ? kindParam : 'stores';
  const units = useUnits();
  const commodities = useCommodities();
  const crop = (id: string | null) => (id ? (commodities.data?.find((group) => group.id === id)?.name ?? id) : '');

  const table = (docs: InventorySearchDoc[]) => (
    // Scrolls sideways on a narrow phone; focusable so a keyboard can scroll it too.
    <div
      role="region"
      aria-label={t(`inventoryScreens.storageList.tableLabel.${kind}`)}
      tabIndex={0}
      style={{ overflowX: 'auto' }}
    >
      <Table striped highlightOnHover miw={560} aria-label={t(`inventoryScreens.storageList.tableLabel.${kind}`)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('inventoryScreens.storageList.columns.name')}</Table.Th>
            <Table.Th>{t('inventoryScreens.storageList.columns.unit')}</Table.Th>
            <Table.Th>{t('inventoryScreens.storageList.columns.crop')}</Table.Th>
            <Table.Th miw={200}>
              {kind === 'stores'
                ? t('inventoryScreens.storageList.columns.fill')
                : t('inventoryScreens.storageList.columns.area')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {docs.filter(isStorage).map((storage) => (
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
        </Table.Tbody>
      </Table>
    </div>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap="xs">
          <Title order={1}>{t('inventoryScreens.storageList.title')}</Title>
          <Text>{t('inventoryScreens.storageList.intro')}</Text>
        </Stack>
        <Anchor component={Link} to={paths.inventoryStorage}>
          {t('inventoryScreens.storageList.asCards')}
        </Anchor>
      </Group>
      <Tabs
        value={kind}
        onChange={(value) => {
          if (isKind(value ?? undefined)) void navigate(paths.inventoryStorageList(value ?? 'stores'));
        }}
      >
        <Tabs.List aria-label={t('inventoryScreens.storageList.tabsLabel')}>
          {KINDS.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {t(`inventoryScreens.storageList.tabs.${each}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
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
