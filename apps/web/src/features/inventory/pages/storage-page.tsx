import type { StockRecord, Storage, StorageType } from '@harvest/domain';
import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayOnDevice } from '../../../lib/format/format-date-time';
import { Link } from 'react-router';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../ui/use-page-title';
import { useRecords } from '../api/get-records';
import { useStorages } from '../api/get-storages';
import { AdjustmentModal } from '../components/adjustment-modal';
import { MovementModal } from '../components/movement-modal';
import { LotLabel } from '../components/lot-label';
import { LotLink } from '../components/lot-link';
import { StockRecordModal } from '../components/stock-record-modal';
import { StorageFill } from '../components/storage-fill';
import { NamedStorageFills } from '../components/named-storage-fills';
import { StorageModal } from '../components/storage-modal';
import { EmptyCard } from '../../../ui/empty-card';
import { QueryState, joinQueries } from '../../../ui/query-state';
import { PageHeading } from '../../../ui/page-heading';

/**
 * Stores and fields (issue 7): what each store, sub-store and field holds, how full the stores are, and the
 * forms that change it: add a store or field, add stock, record a loss or correction, move stock (with the
 * conflicts shown as the person types).
 */
export function StoragePage() {
  const { t } = useTranslation();
  usePageTitle(t('inventoryScreens.storage.title'));
  const session = useSession();
  const storages = useStorages();
  const records = useRecords();
  const { crop: cropName } = useCropNames();
  const [adding, setAdding] = useState<StorageType | null>(null);
  const [addingStock, setAddingStock] = useState(false);
  const [moving, setMoving] = useState<{ recordId: string | null } | null>(null);
  const [adjusting, setAdjusting] = useState<StockRecord | null>(null);
  const canWrite = canAccess(session, 'inventory.movements', 'write');
  const profile = session.profile;
  const today = todayOnDevice();
  const year = Number(today.slice(0, 4));
  const units = (profile?.businessUnits ?? []).filter((unit) => unit.type !== 'region');

  const recordName = (record: StockRecord) =>
    t('inventoryScreens.storage.recordLine', { crop: cropName(record.commodityId), year: record.harvestYear });

  const all = storages.data ?? [];
  const stores = all.filter((storage) => storage.type === 'store' && storage.parentId === null);
  const fields = all.filter((storage) => storage.type === 'field');
  const held = (records.data ?? []).filter((record) => record.quantityKg > 0);
  // A store shows its sub-stores inside it; a field has none.
  const card = (storage: Storage) => (
    <StorageCard
      key={storage.id}
      storage={storage}
      subStores={all.filter((each) => each.parentId === storage.id)}
      records={held}
      cropName={cropName}
      recordName={recordName}
      canWrite={canWrite}
      onMove={(recordId) => setMoving({ recordId })}
      onAdjust={setAdjusting}
    />
  );

  return (
    <Stack gap="xl" maw={1100}>
      <PageHeading title={t('inventoryScreens.storage.title')} intro={t('inventoryScreens.storage.intro')}>
        <Anchor component={Link} to={paths.inventoryStorageList('stores')} size="sm">
          {t('inventoryScreens.storage.asList')}
        </Anchor>
      </PageHeading>
      {canWrite && (
        <Group gap="sm">
          <Button onClick={() => setMoving({ recordId: null })} disabled={held.length === 0}>
            {t('inventoryScreens.storage.moveStock')}
          </Button>
          <Button variant="light" onClick={() => setAddingStock(true)} disabled={all.length === 0}>
            {t('inventoryScreens.storage.addStock')}
          </Button>
          <Button variant="default" onClick={() => setAdding('store')}>
            {t('inventoryScreens.storage.addStore')}
          </Button>
          <Button variant="default" onClick={() => setAdding('field')}>
            {t('inventoryScreens.storage.addField')}
          </Button>
        </Group>
      )}
      <QueryState
        query={joinQueries(storages, records)}
        errorTitle={t('inventoryScreens.storage.loadError')}
        isEmpty={() => all.length === 0}
        empty={<EmptyCard title={t('inventoryScreens.storage.empty')} hint={t('inventoryScreens.storage.emptyHint')} />}
      >
        <>
          <StorageSection title={t('inventoryScreens.storage.stores')} empty={t('inventoryScreens.storage.noStores')}>
            {stores.map(card)}
          </StorageSection>
          <StorageSection title={t('inventoryScreens.storage.fields')} empty={t('inventoryScreens.storage.noFields')}>
            {fields.map(card)}
          </StorageSection>
        </>
      </QueryState>
      <StorageModal
        type={adding}
        onClose={() => setAdding(null)}
        units={units}
        stores={all.filter((each) => each.type === 'store')}
      />
      <StockRecordModal
        opened={addingStock}
        onClose={() => setAddingStock(false)}
        storages={all}
        harvestYear={year}
        today={today}
      />
      <MovementModal
        opened={moving !== null}
        onClose={() => setMoving(null)}
        records={held}
        storages={all}
        recordId={moving?.recordId ?? null}
        today={today}
      />
      <AdjustmentModal
        record={adjusting}
        recordName={adjusting ? recordName(adjusting) : ''}
        onClose={() => setAdjusting(null)}
      />
    </Stack>
  );
}

function StorageSection({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  const id = `storage-section-${title.toLowerCase()}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {children}
        </SimpleGrid>
      )}
    </Stack>
  );
}

interface StorageCardProps {
  storage: Storage;
  subStores: Storage[];
  records: StockRecord[];
  cropName: (commodityId: string) => string;
  recordName: (record: StockRecord) => string;
  canWrite: boolean;
  onMove: (recordId: string) => void;
  onAdjust: (record: StockRecord) => void;
}

/** One store or field: its fill (a store's capacity bar, with each sub-store's), and the stock in it. */
function StorageCard({
  storage,
  subStores,
  records,
  cropName,
  recordName,
  canWrite,
  onMove,
  onAdjust,
}: StorageCardProps) {
  const { t } = useTranslation();
  const titleId = `storage-${storage.id}`;
  const places = [storage, ...subStores];
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {storage.name}
            </Text>
            <Text size="sm" c="dimmed">
              {storage.businessUnitName}
            </Text>
          </Stack>
          {storage.commodityId && (
            <Badge variant="light" size="sm">
              {cropName(storage.commodityId)}
            </Badge>
          )}
        </Group>
        <StorageFill storage={storage} />
        {subStores.length > 0 && (
          <NamedStorageFills
            storages={subStores}
            gap="xs"
            pl="md"
            role="group"
            aria-label={t('inventoryScreens.storage.subStores', { name: storage.name })}
          />
        )}
        <StockList
          name={storage.name}
          records={records.filter((record) => places.some((place) => place.id === record.storageId))}
          places={places}
          recordName={recordName}
          canWrite={canWrite}
          onMove={onMove}
          onAdjust={onAdjust}
        />
      </Stack>
    </Card>
  );
}

function StockList({
  name,
  records,
  places,
  recordName,
  canWrite,
  onMove,
  onAdjust,
}: {
  name: string;
  records: StockRecord[];
  places: Storage[];
  recordName: (record: StockRecord) => string;
  canWrite: boolean;
  onMove: (recordId: string) => void;
  onAdjust: (record: StockRecord) => void;
}) {
  const { t } = useTranslation();
  const units = useUnits();
  if (records.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('inventoryScreens.storage.emptyStorage')}
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('inventoryScreens.storage.stockIn', { name })}
    >
      {records.map((record) => {
        return (
          <Group key={record.id} component="li" justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0}>
              <LotLabel
                record={record}
                withPlace={places.length > 1}
                renderName={(lotName) => <LotLink record={record} text={lotName} />}
              />
              {record.ownerStatus === 'STORED' && record.thirdPartyOwner && (
                <Text size="xs" c="dimmed">
                  {t('inventoryScreens.storage.stored', { owner: record.thirdPartyOwner })}
                </Text>
              )}
            </Stack>
            {canWrite && (
              <Group gap={4}>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => onMove(record.id)}
                  aria-label={t('inventoryScreens.storage.moveRecord', {
                    record: recordName(record),
                    quantity: units.weight(record.quantityKg),
                  })}
                >
                  {t('inventoryScreens.storage.move')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => onAdjust(record)}
                  aria-label={t('inventoryScreens.storage.adjustRecord', {
                    record: recordName(record),
                    quantity: units.weight(record.quantityKg),
                  })}
                >
                  {t('inventoryScreens.storage.adjust')}
                </Button>
              </Group>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
