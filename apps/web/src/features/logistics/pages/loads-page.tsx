import { LOGISTICS_SEARCH_ALIASES, type LoadView } from '@harvest/domain';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { CardList } from '../../../ui/card-list';
import { EmptyListState } from '../../../ui/empty-list-state';
import { ExportCsvButton } from '../../../ui/export-csv-button';
import { FacetedLayout, FacetsDrawer } from '../../../ui/faceted-layout';
import { FacetPanel } from '../../../ui/facet-panel';
import { ListIcon } from '../../../ui/icons/list-icon';
import { PageHeading } from '../../../ui/page-heading';
import { QueryState } from '../../../ui/query-state';
import { ScrollTable } from '../../../ui/scroll-table';
import { TableOrCards } from '../../../ui/table-or-cards';
import { useFacetedNavigation } from '../../../ui/use-faceted-navigation';
import { usePageTitle } from '../../../ui/use-page-title';
import { loadsAddress } from '../api/list-addresses';
import { useLoadsSearch } from '../api/search-loads';
import { LoadModal } from '../components/load-modal';
import { LoadStatusBadge } from '../components/load-status-badge';
import { LoadTippedModal } from '../components/load-tipped-modal';

/**
 * /logistics/loads (trading-logistics §2 'Jobs, quotes, loads'): the organiser's loads and the loads of the jobs a
 * carrier was given, through the loads search, with its facets (status, crop, organiser, carrier, job) beside the
 * list (in a drawer on a phone), 25 a page, newest first. The filters are in the address; the export asks the
 * search for the same. A table from the tablet breakpoint up and cards below it. The organiser adds, changes and
 * uploads loads; either side records where one was tipped.
 */
export function LoadsPage() {
  const { t } = useTranslation();
  usePageTitle(t('loadsScreens.list.title'));
  const location = useLocation();
  const session = useSession();
  const params = loadsAddress.params(location.search);
  const search = useLoadsSearch(loadsAddress.query(params));
  const nav = useFacetedNavigation({ params, pageSearch: loadsAddress.pageSearch, shown: !search.isError });
  const [editing, setEditing] = useState<LoadView | 'new' | null>(null);
  const [tipping, setTipping] = useState<LoadView | null>(null);
  const organiser = canAccess(session, 'logistics.jobs', 'write');
  const tipper = organiser || canAccess(session, 'logistics.carrier', 'write');

  const reply = search.data?.data;
  const panel = reply ? (
    <FacetPanel definition={LOGISTICS_SEARCH_ALIASES.loads} facets={reply.facets} onToggle={nav.toggle} />
  ) : null;
  const actions = { onEdit: organiser ? setEditing : null, onTip: tipper ? setTipping : null };

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <PageHeading title={t('loadsScreens.list.title')} intro={t('loadsScreens.list.intro')} />
        {organiser && (
          <Group gap="xs">
            <Button component={Link} to={paths.loadsUpload} variant="default">
              {t('loadsScreens.list.upload')}
            </Button>
            <Button onClick={() => setEditing('new')}>{t('loadsScreens.list.add')}</Button>
          </Group>
        )}
      </Group>
      <QueryState
        query={search}
        loadingLabel={t('loadsScreens.list.loading')}
        errorTitle={t('loadsScreens.list.loadError')}
        isEmpty={() => false}
      >
        {({ data, pagination }) =>
          data.totalDocs === 0 && params.filters.length === 0 ? (
            <EmptyListState
              icon={ListIcon}
              title={t('loadsScreens.list.empty')}
              hint={t('loadsScreens.list.emptyHint')}
            />
          ) : (
            <FacetedLayout
              nav={nav}
              params={params}
              panel={panel}
              summary={t('loadsScreens.list.summary', { count: data.totalDocs })}
              active={Object.entries(data.activeFilters)}
              actions={
                <ExportCsvButton
                  {...loadsAddress.exportOf(params)}
                  fileName={t('loadsScreens.list.fileName')}
                  disabled={data.totalDocs === 0}
                />
              }
              busy={search.isPlaceholderData}
              pagination={pagination}
              shown={data.docs.length}
              noMatch={
                <EmptyListState icon={ListIcon} title={t('loadsScreens.list.noMatch')} hint={t('list.noMatchHint')} />
              }
            >
              <LoadsList loads={data.docs} {...actions} />
            </FacetedLayout>
          )
        }
      </QueryState>
      <FacetsDrawer nav={nav} panel={panel} />
      <LoadModal load={editing} onClose={() => setEditing(null)} />
      <LoadTippedModal load={tipping} onClose={() => setTipping(null)} />
    </Stack>
  );
}

interface ListProps {
  loads: LoadView[];
  onEdit: ((load: LoadView) => void) | null;
  onTip: ((load: LoadView) => void) | null;
}

/** The words each row and card share. */
function useLoadText() {
  const { t } = useTranslation();
  const units = useUnits();
  const { crop } = useCropNames();
  return (load: LoadView) => ({
    job: load.jobReference ?? t('loadsScreens.list.noJob'),
    crop: load.commodityId ? crop(load.commodityId) : '',
    plannedDate: load.plannedDate ?? t('loadsScreens.list.noDate'),
    weight: units.weight(load.weightKg),
    allocated: units.weight(load.allocatedKg),
  });
}

function LoadActions({ load, onEdit, onTip }: { load: LoadView } & Omit<ListProps, 'loads'>) {
  const { t } = useTranslation();
  const delivered = load.status === 'delivered';
  return (
    <Group gap={6} wrap="nowrap">
      {onEdit && (
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => onEdit(load)}
          aria-label={t('loadsScreens.list.edit', { reference: load.reference })}
        >
          {t('loadsScreens.list.editShort')}
        </Button>
      )}
      {onTip && !delivered && (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => onTip(load)}
          aria-label={t('loadsScreens.list.tip', { reference: load.reference })}
        >
          {t('loadsScreens.list.tipShort')}
        </Button>
      )}
    </Group>
  );
}

function LoadsList({ loads, onEdit, onTip }: ListProps) {
  const { t } = useTranslation();
  const textOf = useLoadText();
  const column = (key: string) => t(`loadsScreens.list.columns.${key}` as 'loadsScreens.list.columns.reference');
  return (
    <TableOrCards
      table={
        <ScrollTable
          label={t('loadsScreens.list.tableLabel')}
          striped
          horizontalSpacing="xs"
          fz="sm"
          // Seven columns beside the filters at 1280 px (how much is allocated is the status, and the cards' line);
          // narrower, it scrolls sideways rather than squeeze them.
          miw={680}
          columns={[
            column('reference'),
            column('job'),
            column('crop'),
            column('plannedDate'),
            { label: column('weight'), ta: 'right' },
            column('status'),
            column('actions'),
          ]}
        >
          {loads.map((load) => {
            const text = textOf(load);
            return (
              <Table.Tr key={load.id}>
                <Table.Td fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {load.reference}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{text.job}</Table.Td>
                <Table.Td>{text.crop}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{text.plannedDate}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {text.weight}
                </Table.Td>
                <Table.Td miw={112}>
                  <LoadStatusBadge state={load.status} />
                </Table.Td>
                <Table.Td>
                  <LoadActions load={load} onEdit={onEdit} onTip={onTip} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </ScrollTable>
      }
      cards={
        <CardList items={loads} keyOf={(load) => load.id} label={t('loadsScreens.list.cardsLabel')}>
          {(load) => {
            const text = textOf(load);
            return (
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {load.reference}
                  </Text>
                  <LoadStatusBadge state={load.status} />
                </Group>
                <Text size="sm">{[text.crop, text.plannedDate, text.job].filter(Boolean).join(' · ')}</Text>
                <Text size="sm">{t('loadsScreens.list.line', { weight: text.weight, allocated: text.allocated })}</Text>
                <LoadActions load={load} onEdit={onEdit} onTip={onTip} />
              </Stack>
            );
          }}
        </CardList>
      }
    />
  );
}
