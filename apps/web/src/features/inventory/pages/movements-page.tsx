import { isMovementDoc, type InventorySearchAlias, type InventorySearchDoc, type Movement } from '@harvest/domain';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { notify } from '../../../ui/notifications/notify';
import { usePageTitle } from '../../../ui/use-page-title';
import { useStorages } from '../api/get-storages';
import { useDeleteMovement } from '../api/delete-movement';
import { BulkMovementModal } from '../components/bulk-movement-modal';
import { DuplicateMovementModal } from '../components/duplicate-movement-modal';
import { FacetedList } from '../components/faceted-list';
import { MovementRowActions } from '../components/movement-row-actions';
import { useListTexts } from '../components/use-list-texts';
import { ListTabs, useTabParam } from '../../../ui/list-tabs';
import { ScrollTable } from '../../../ui/scroll-table';
import { PageHeading } from '../../../ui/page-heading';
import { CardList } from '../../../ui/card-list';
import { TableOrCards } from '../../../ui/table-or-cards';
import { sortableHead, type ColumnSort } from '../../../ui/sortable-column-head';

/** The movement lists (spec §3: intake, internal, outbound, and the incomplete ones that need an action). */
const LISTS = ['all', 'intake', 'internal', 'outbound', 'incomplete'] as const;
type MovementList = (typeof LISTS)[number];

const aliasOf = (list: MovementList): InventorySearchAlias => (list === 'all' ? 'movements' : `movements-${list}`);

/** The movement list's columns, in order, with the field each sorts by (the actions do not sort). */
const MOVEMENT_COLUMNS = [
  { field: 'startDate', key: 'date' },
  { field: 'type', key: 'type' },
  { field: 'commodity', key: 'crop' },
  { field: 'route', key: 'route' },
  { field: 'quantityKg', key: 'quantity' },
  { field: 'status', key: 'status' },
] as const;

/** Short cells that read badly broken over lines (a date, a quantity, a badge). */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Filled and dark enough for small white text (at least 4.5:1; orange.9 and green.9 are not). */
const STATUS_COLOURS = { planned: 'blue.9', incomplete: 'red.9', complete: 'teal.9', reversed: 'gray.8' } as const;

/**
 * Movements (issue 7): every movement as a searchable list, one tab per kind, with the actions a planned one
 * needs (complete it, duplicate it, delete it) and a form for a new one, single or bulk.
 */
export function MovementsPage() {
  const { t } = useTranslation();
  usePageTitle(t('inventoryScreens.movements.title'));
  const list = useTabParam('list', LISTS);
  const session = useSession();
  const canWrite = canAccess(session, 'inventory.movements', 'write');
  const units = useUnits();
  const { crop } = useCropNames();
  const storages = useStorages();
  const remove = useDeleteMovement();
  const [creating, setCreating] = useState(false);
  const [duplicating, setDuplicating] = useState<Movement | null>(null);
  const [deleting, setDeleting] = useState<Movement | null>(null);

  const storageName = (id: string | null) => storages.data?.find((storage) => storage.id === id)?.name ?? '';
  const describe = (movement: Movement) =>
    t('inventoryScreens.movements.actionsFor', {
      quantity: units.weight(movement.quantityKg),
      date: formatCalendarDate(movement.startDate),
    });

  const route = (movement: Movement) =>
    t('inventoryScreens.movements.route', {
      from: movement.sourceStorageId
        ? storageName(movement.sourceStorageId)
        : t('inventoryScreens.movements.fromOutside'),
      to: movement.destinationStorageId
        ? storageName(movement.destinationStorageId)
        : movement.destinationName || t('inventoryScreens.movements.offFarm'),
    });

  const status = (movement: Movement) => (
    <Badge
      color={STATUS_COLOURS[movement.status]}
      variant="filled"
      tt="none"
      // The whole word, never an ellipsis: the cell grows instead.
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`inventoryScreens.movements.statuses.${movement.status}`)}
    </Badge>
  );

  const actions = (movement: Movement) => (
    <MovementRowActions
      movement={movement}
      label={describe(movement)}
      onDuplicate={setDuplicating}
      onDelete={setDeleting}
    />
  );

  const column = (key: (typeof MOVEMENT_COLUMNS)[number]['key']) => t(`inventoryScreens.movements.columns.${key}`);

  const drawList = (docs: InventorySearchDoc[], sort: ColumnSort) => {
    const movements = docs.filter(isMovementDoc);
    return (
      <TableOrCards
        table={
          <ScrollTable
            label={t('inventoryScreens.movements.tableLabel')}
            striped
            highlightOnHover
            horizontalSpacing="xs"
            fz="sm"
            // Fits beside the filters at 1280 px with the route and the actions wrapping; narrower, it scrolls.
            miw={640}
            columns={[
              ...MOVEMENT_COLUMNS.map((each) =>
                sortableHead(sort, each.field, column(each.key), each.field === 'quantityKg' ? { ta: 'right' } : {}),
              ),
              canWrite && t('inventoryScreens.movements.columns.actions'),
            ]}
          >
            {movements.map((movement) => (
              <Table.Tr key={movement.id}>
                <Table.Td style={NO_WRAP}>{formatCalendarDate(movement.startDate)}</Table.Td>
                <Table.Td>{t(`inventoryScreens.movements.types.${movement.type}`)}</Table.Td>
                <Table.Td>{crop(movement.commodityId)}</Table.Td>
                <Table.Td>{route(movement)}</Table.Td>
                <Table.Td ta="right" style={NO_WRAP}>
                  {units.weight(movement.quantityKg)}
                </Table.Td>
                <Table.Td style={NO_WRAP}>{status(movement)}</Table.Td>
                {canWrite && <Table.Td>{actions(movement)}</Table.Td>}
              </Table.Tr>
            ))}
          </ScrollTable>
        }
        cards={
          // What matters first on a phone: what moves and how much, its state, then when and where, then actions.
          <CardList
            label={t('inventoryScreens.movements.tableLabel')}
            items={movements}
            keyOf={(movement) => movement.id}
            dense
          >
            {(movement) => (
              <Stack gap={4}>
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {t('inventoryScreens.movements.cardTitle', {
                      crop: crop(movement.commodityId),
                      type: t(`inventoryScreens.movements.types.${movement.type}`),
                    })}
                  </Text>
                  <Text size="sm" fw={600} style={NO_WRAP}>
                    {units.weight(movement.quantityKg)}
                  </Text>
                </Group>
                <Group gap="xs" wrap="wrap">
                  {status(movement)}
                  <Text size="xs" c="dimmed">
                    {formatCalendarDate(movement.startDate)} · {route(movement)}
                  </Text>
                </Group>
                {canWrite && actions(movement)}
              </Stack>
            )}
          </CardList>
        }
      />
    );
  };

  const listTexts = useListTexts('inventoryScreens.movements', (reply) =>
    t('inventoryScreens.movements.summary', { count: reply.totalDocs }),
  );
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeading title={t('inventoryScreens.movements.title')} intro={t('inventoryScreens.movements.intro')} />
      <ListTabs
        label={t('inventoryScreens.movements.tabsLabel')}
        value={list}
        tabs={LISTS.map((each) => ({
          value: each,
          label: t(`inventoryScreens.movements.tabs.${each}`),
          to: each === 'all' ? paths.inventoryMovements : paths.inventoryMovementList(each),
        }))}
      />
      <FacetedList
        key={list}
        alias={aliasOf(list)}
        texts={listTexts}
        sortLabels={Object.fromEntries(MOVEMENT_COLUMNS.map((each) => [each.field, column(each.key)]))}
        actions={
          canWrite && <Button onClick={() => setCreating(true)}>{t('inventoryScreens.movements.newMovement')}</Button>
        }
      >
        {drawList}
      </FacetedList>
      <BulkMovementModal opened={creating} onClose={() => setCreating(false)} />
      <DuplicateMovementModal movement={duplicating} onClose={() => setDuplicating(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('inventoryScreens.movements.deleteTitle')}
        error={remove.isError ? remove.error.message : null}
        errorTitle={t('inventoryScreens.movements.deleteTitle')}
        keepLabel={t('inventoryScreens.movements.keep')}
        confirmLabel={t('inventoryScreens.movements.delete')}
        confirmColour="red"
        confirming={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify({ message: t('inventoryScreens.movements.deleted'), position: 'floating' });
              setDeleting(null);
            },
          });
        }}
      >
        <Text size="sm">
          {deleting ? `${describe(deleting)}. ` : ''}
          {t('inventoryScreens.movements.deleteBody')}
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
