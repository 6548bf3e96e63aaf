import { fleetSearchPath, type Vehicle } from '@harvest/domain';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Weight } from '../../../lib/format/quantities';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { CardList } from '../../../ui/card-list';
import { EmptyListState } from '../../../ui/empty-list-state';
import { ExportCsvButton } from '../../../ui/export-csv-button';
import { TruckIcon } from '../../../ui/icons/truck-icon';
import { PageHeading } from '../../../ui/page-heading';
import { QueryState } from '../../../ui/query-state';
import { RowButton } from '../../../ui/row-button';
import { ScrollTable } from '../../../ui/scroll-table';
import { TableOrCards } from '../../../ui/table-or-cards';
import { usePageTitle } from '../../../ui/use-page-title';
import { useVehicles } from '../api/get-vehicles';
import { ExpiryBadge } from '../components/expiry-badge';
import { RemoveFleetItemModal } from '../components/remove-fleet-item-modal';
import { VehicleModal } from '../components/vehicle-modal';

/**
 * /logistics/vehicles: the haulier's fleet (trading-logistics §3 Vehicle) as a table on a desktop and cards on a
 * phone, each with its payload and its MOT and insurance expiry badged when near; add and edit in a dialog that
 * looks the registration up.
 */
export function VehiclesPage() {
  const { t } = useTranslation();
  usePageTitle(t('fleet.vehicles.title'));
  const session = useSession();
  const canWrite = canAccess(session, 'logistics.carrier', 'write');
  const vehicles = useVehicles();
  const [editing, setEditing] = useState<Vehicle | 'new' | null>(null);
  const [removing, setRemoving] = useState<Vehicle | null>(null);
  const items = vehicles.data ?? [];
  // An expiry warning links here with ?vehicle=<id>: that vehicle opens, to renew its date or its document.
  const [params, setParams] = useSearchParams();
  const linked = params.get('vehicle');
  const open = editing ?? (linked && canWrite ? (items.find((vehicle) => vehicle.id === linked) ?? null) : null);
  const closeEditing = () => {
    setEditing(null);
    if (linked) setParams({}, { replace: true });
  };

  const name = (vehicle: Vehicle) => [vehicle.make, vehicle.model].filter(Boolean).join(' ');
  const actions = (vehicle: Vehicle) =>
    canWrite && (
      <Group gap="xs" wrap="nowrap">
        <RowButton
          label={t('fleet.vehicles.editLabel', { registration: vehicle.registration })}
          onClick={() => setEditing(vehicle)}
        >
          {t('fleet.edit')}
        </RowButton>
        <RowButton
          tone="danger"
          label={t('fleet.vehicles.removeLabel', { registration: vehicle.registration })}
          onClick={() => setRemoving(vehicle)}
        >
          {t('fleet.remove')}
        </RowButton>
      </Group>
    );
  const columns = t('fleet.vehicles.columns', { returnObjects: true });

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeading title={t('fleet.vehicles.title')} intro={t('fleet.vehicles.intro')}>
        <Group gap="sm">
          {canWrite && <Button onClick={() => setEditing('new')}>{t('fleet.vehicles.add')}</Button>}
          <ExportCsvButton
            path={fleetSearchPath('vehicles')}
            query=""
            fileName="vehicles"
            disabled={items.length === 0}
          />
        </Group>
      </PageHeading>
      <QueryState
        query={vehicles}
        loadingLabel={t('fleet.vehicles.loading')}
        errorTitle={t('fleet.vehicles.loadError')}
        empty={
          <EmptyListState
            icon={TruckIcon}
            title={t('fleet.vehicles.empty')}
            hint={t('fleet.vehicles.emptyHint')}
            actions={canWrite && <Button onClick={() => setEditing('new')}>{t('fleet.vehicles.add')}</Button>}
          />
        }
      >
        <Text size="sm" c="dimmed">
          {t('fleet.vehicles.summary', { count: items.length })}
        </Text>
        <TableOrCards
          table={
            <ScrollTable
              label={t('fleet.vehicles.tableLabel')}
              columns={[
                columns.registration,
                columns.vehicle,
                columns.type,
                columns.payload,
                columns.mot,
                columns.insurance,
                canWrite && { label: columns.actions },
              ]}
            >
              {items.map((vehicle) => (
                <Table.Tr key={vehicle.id}>
                  <Table.Td fw={600}>{vehicle.registration}</Table.Td>
                  <Table.Td>{name(vehicle) || t('fleet.notSet')}</Table.Td>
                  <Table.Td>{t(`fleet.vehicleTypes.${vehicle.type}`)}</Table.Td>
                  <Table.Td>
                    <Weight kg={vehicle.payloadKg} />
                  </Table.Td>
                  <Table.Td>
                    <ExpiryBadge date={vehicle.motExpiryDate} />
                  </Table.Td>
                  <Table.Td>
                    <ExpiryBadge date={vehicle.insuranceExpiryDate} />
                  </Table.Td>
                  {canWrite && <Table.Td>{actions(vehicle)}</Table.Td>}
                </Table.Tr>
              ))}
            </ScrollTable>
          }
          cards={
            <CardList items={items} keyOf={(vehicle) => vehicle.id} label={t('fleet.vehicles.cardsLabel')}>
              {(vehicle) => (
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <Title order={2} size="h4">
                      {vehicle.registration}
                    </Title>
                    <Text size="sm">{t(`fleet.vehicleTypes.${vehicle.type}`)}</Text>
                  </Group>
                  {name(vehicle) && <Text size="sm">{name(vehicle)}</Text>}
                  <Text size="sm">
                    <Weight kg={vehicle.payloadKg} /> {columns.payload.toLowerCase()}
                  </Text>
                  <Group gap="xs">
                    <Text size="sm">{t('fleet.vehicles.motLabel')}</Text>
                    <ExpiryBadge date={vehicle.motExpiryDate} />
                  </Group>
                  <Group gap="xs">
                    <Text size="sm">{t('fleet.vehicles.insuranceLabel')}</Text>
                    <ExpiryBadge date={vehicle.insuranceExpiryDate} />
                  </Group>
                  {actions(vehicle)}
                </Stack>
              )}
            </CardList>
          }
        />
      </QueryState>
      <VehicleModal vehicle={open} onClose={closeEditing} />
      <RemoveFleetItemModal
        item={removing && { kind: 'vehicles', id: removing.id, name: removing.registration }}
        title={t('fleet.vehicles.removeTitle', { registration: removing?.registration ?? '' })}
        body={t('fleet.vehicles.removeBody')}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
