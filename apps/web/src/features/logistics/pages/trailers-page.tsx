import type { Trailer } from '@harvest/domain';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Weight } from '../../../lib/format/quantities';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { CardList } from '../../../ui/card-list';
import { EmptyListState } from '../../../ui/empty-list-state';
import { ListIcon } from '../../../ui/icons/list-icon';
import { PageHeading } from '../../../ui/page-heading';
import { QueryState } from '../../../ui/query-state';
import { RowButton } from '../../../ui/row-button';
import { ScrollTable } from '../../../ui/scroll-table';
import { TableOrCards } from '../../../ui/table-or-cards';
import { usePageTitle } from '../../../ui/use-page-title';
import { useTrailers } from '../api/get-trailers';
import { RemoveFleetItemModal } from '../components/remove-fleet-item-modal';
import { TrailerModal } from '../components/trailer-modal';

/** /logistics/trailers: the haulier's trailers with their type and decks (trading-logistics §3 Trailer). */
export function TrailersPage() {
  const { t } = useTranslation();
  usePageTitle(t('fleet.trailers.title'));
  const canWrite = canAccess(useSession(), 'logistics.carrier', 'write');
  const trailers = useTrailers();
  const [editing, setEditing] = useState<Trailer | 'new' | null>(null);
  const [removing, setRemoving] = useState<Trailer | null>(null);
  const items = trailers.data ?? [];
  const columns = t('fleet.trailers.columns', { returnObjects: true });

  const actions = (trailer: Trailer) =>
    canWrite && (
      <Group gap="xs" wrap="nowrap">
        <RowButton
          label={t('fleet.trailers.editLabel', { reference: trailer.reference })}
          onClick={() => setEditing(trailer)}
        >
          {t('fleet.edit')}
        </RowButton>
        <RowButton
          tone="danger"
          label={t('fleet.trailers.removeLabel', { reference: trailer.reference })}
          onClick={() => setRemoving(trailer)}
        >
          {t('fleet.remove')}
        </RowButton>
      </Group>
    );
  const payload = (trailer: Trailer) =>
    trailer.payloadKg === null ? t('fleet.notSet') : <Weight kg={trailer.payloadKg} />;

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeading title={t('fleet.trailers.title')} intro={t('fleet.trailers.intro')}>
        {canWrite && (
          <Group>
            <Button onClick={() => setEditing('new')}>{t('fleet.trailers.add')}</Button>
          </Group>
        )}
      </PageHeading>
      <QueryState
        query={trailers}
        loadingLabel={t('fleet.trailers.loading')}
        errorTitle={t('fleet.trailers.loadError')}
        empty={
          <EmptyListState
            icon={ListIcon}
            title={t('fleet.trailers.empty')}
            hint={t('fleet.trailers.emptyHint')}
            actions={canWrite && <Button onClick={() => setEditing('new')}>{t('fleet.trailers.add')}</Button>}
          />
        }
      >
        <TableOrCards
          table={
            <ScrollTable
              label={t('fleet.trailers.tableLabel')}
              columns={[
                columns.reference,
                columns.type,
                columns.decks,
                columns.payload,
                canWrite && { label: columns.actions },
              ]}
            >
              {items.map((trailer) => (
                <Table.Tr key={trailer.id}>
                  <Table.Td fw={600}>{trailer.reference}</Table.Td>
                  <Table.Td>{t(`fleet.trailerTypes.${trailer.type}`)}</Table.Td>
                  <Table.Td>{trailer.decks}</Table.Td>
                  <Table.Td>{payload(trailer)}</Table.Td>
                  {canWrite && <Table.Td>{actions(trailer)}</Table.Td>}
                </Table.Tr>
              ))}
            </ScrollTable>
          }
          cards={
            <CardList items={items} keyOf={(trailer) => trailer.id} label={t('fleet.trailers.cardsLabel')}>
              {(trailer) => (
                <Stack gap={6}>
                  <Title order={2} size="h4">
                    {trailer.reference}
                  </Title>
                  <Text size="sm">
                    {t(`fleet.trailerTypes.${trailer.type}`)} · {t('fleet.trailers.decks', { count: trailer.decks })}
                  </Text>
                  <Text size="sm">{payload(trailer)}</Text>
                  {actions(trailer)}
                </Stack>
              )}
            </CardList>
          }
        />
      </QueryState>
      <TrailerModal trailer={editing} onClose={() => setEditing(null)} />
      <RemoveFleetItemModal
        item={removing && { kind: 'trailers', id: removing.id, name: removing.reference }}
        title={t('fleet.trailers.removeTitle', { reference: removing?.reference ?? '' })}
        body={t('fleet.trailers.removeBody')}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
