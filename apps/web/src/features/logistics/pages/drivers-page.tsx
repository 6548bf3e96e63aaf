import type { Driver } from '@harvest/domain';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { CardList } from '../../../ui/card-list';
import { EmptyListState } from '../../../ui/empty-list-state';
import { TeamIcon } from '../../../ui/icons/team-icon';
import { PageHeading } from '../../../ui/page-heading';
import { QueryState } from '../../../ui/query-state';
import { RowButton } from '../../../ui/row-button';
import { ScrollTable } from '../../../ui/scroll-table';
import { TableOrCards } from '../../../ui/table-or-cards';
import { usePageTitle } from '../../../ui/use-page-title';
import { useDrivers } from '../api/get-drivers';
import { DriverModal } from '../components/driver-modal';
import { RemoveFleetItemModal } from '../components/remove-fleet-item-modal';

/** /logistics/drivers: the team members who drive for the haulier, with their licence numbers (§3 Driver). */
export function DriversPage() {
  const { t } = useTranslation();
  usePageTitle(t('fleet.drivers.title'));
  const session = useSession();
  const canWrite = canAccess(session, 'logistics.carrier', 'write');
  const canTeam = canAccess(session, 'account.teams', 'read');
  const drivers = useDrivers();
  const [editing, setEditing] = useState<Driver | 'new' | null>(null);
  const [removing, setRemoving] = useState<Driver | null>(null);
  const items = drivers.data ?? [];
  const columns = t('fleet.drivers.columns', { returnObjects: true });

  const actions = (driver: Driver) =>
    canWrite && (
      <Group gap="xs" wrap="nowrap">
        <RowButton label={t('fleet.drivers.editLabel', { name: driver.name })} onClick={() => setEditing(driver)}>
          {t('fleet.edit')}
        </RowButton>
        <RowButton
          tone="danger"
          label={t('fleet.drivers.removeLabel', { name: driver.name })}
          onClick={() => setRemoving(driver)}
        >
          {t('fleet.remove')}
        </RowButton>
      </Group>
    );

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeading title={t('fleet.drivers.title')} intro={t('fleet.drivers.intro')}>
        {canWrite && (
          <Group>
            <Button onClick={() => setEditing('new')}>{t('fleet.drivers.add')}</Button>
          </Group>
        )}
      </PageHeading>
      <QueryState
        query={drivers}
        loadingLabel={t('fleet.drivers.loading')}
        errorTitle={t('fleet.drivers.loadError')}
        empty={
          <EmptyListState
            icon={TeamIcon}
            title={t('fleet.drivers.empty')}
            hint={t('fleet.drivers.emptyHint')}
            actions={
              <>
                {canTeam && (
                  <Anchor component={Link} to={paths.team}>
                    {t('fleet.drivers.toTeam')}
                  </Anchor>
                )}
                {canWrite && <Button onClick={() => setEditing('new')}>{t('fleet.drivers.add')}</Button>}
              </>
            }
          />
        }
      >
        <TableOrCards
          table={
            <ScrollTable
              label={t('fleet.drivers.tableLabel')}
              columns={[columns.name, columns.email, columns.driverNumber, canWrite && { label: columns.actions }]}
            >
              {items.map((driver) => (
                <Table.Tr key={driver.id}>
                  <Table.Td fw={600}>{driver.name}</Table.Td>
                  <Table.Td>{driver.email}</Table.Td>
                  <Table.Td ff="monospace">{driver.driverNumber}</Table.Td>
                  {canWrite && <Table.Td>{actions(driver)}</Table.Td>}
                </Table.Tr>
              ))}
            </ScrollTable>
          }
          cards={
            <CardList items={items} keyOf={(driver) => driver.id} label={t('fleet.drivers.cardsLabel')}>
              {(driver) => (
                <Stack gap={6}>
                  <Title order={2} size="h4">
                    {driver.name}
                  </Title>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {driver.email}
                  </Text>
                  <Text size="sm" ff="monospace">
                    {driver.driverNumber}
                  </Text>
                  {actions(driver)}
                </Stack>
              )}
            </CardList>
          }
        />
      </QueryState>
      <DriverModal driver={editing} onClose={() => setEditing(null)} />
      <RemoveFleetItemModal
        item={removing && { kind: 'drivers', id: removing.id, name: removing.name }}
        title={t('fleet.drivers.removeTitle', { name: removing?.name ?? '' })}
        body={t('fleet.drivers.removeBody')}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
