import { LOGISTICS_SEARCH_ALIASES, type JobView } from '@harvest/domain';
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { CardList } from '../../../ui/card-list';
import { EmptyListState } from '../../../ui/empty-list-state';
import { ExportCsvButton } from '../../../ui/export-csv-button';
import { FacetedLayout, FacetsDrawer } from '../../../ui/faceted-layout';
import { FacetPanel } from '../../../ui/facet-panel';
import { MapPinIcon } from '../../../ui/icons/map-pin-icon';
import { PageHeading } from '../../../ui/page-heading';
import { QueryState } from '../../../ui/query-state';
import { ScrollTable } from '../../../ui/scroll-table';
import { TableOrCards } from '../../../ui/table-or-cards';
import { useFacetedNavigation } from '../../../ui/use-faceted-navigation';
import { usePageTitle } from '../../../ui/use-page-title';
import { jobsAddress } from '../api/list-addresses';
import { useJobsSearch } from '../api/search-jobs';
import { JobStatusBadge } from '../components/job-status-badge';

const JOBS = LOGISTICS_SEARCH_ALIASES.jobs;

/**
 * /logistics/jobs (issue 22): the jobs the business organised and those given to it as a carrier, through the jobs
 * search: facets by status (upcoming included), type, organiser and carrier beside the list (in a drawer on a
 * phone), a table on a wide screen and cards on a phone, the filters in the address so a link reproduces the view,
 * the active filters as removable badges, and the CSV export.
 */
export function JobsPage() {
  const { t } = useTranslation();
  usePageTitle(t('jobs.list.title'));
  const location = useLocation();
  const session = useSession();
  const organiser = canAccess(session, 'logistics.jobs', 'write');
  const params = jobsAddress.params(location.search);
  const search = useJobsSearch(jobsAddress.query(params));
  const nav = useFacetedNavigation({ params, pageSearch: jobsAddress.pageSearch, shown: !search.isError });
  const reply = search.data?.data;
  const panel = reply ? <FacetPanel definition={JOBS} facets={reply.facets} onToggle={nav.toggle} /> : null;

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <PageHeading title={t('jobs.list.title')} intro={t('jobs.list.intro')} />
        {organiser && (
          <Button component={Link} to={paths.newLogisticsJob}>
            {t('jobs.list.new')}
          </Button>
        )}
      </Group>
      <QueryState
        query={search}
        loadingLabel={t('jobs.list.loading')}
        errorTitle={t('jobs.list.loadError')}
        isEmpty={() => false}
      >
        {({ data, pagination }) =>
          data.totalDocs === 0 && params.filters.length === 0 ? (
            <EmptyListState
              icon={MapPinIcon}
              title={t('jobs.list.empty')}
              hint={organiser ? t('jobs.list.emptyHint') : t('jobs.list.emptyCarrierHint')}
              actions={
                organiser && (
                  <Button component={Link} to={paths.newLogisticsJob}>
                    {t('jobs.list.new')}
                  </Button>
                )
              }
            />
          ) : (
            <FacetedLayout
              nav={nav}
              params={params}
              panel={panel}
              summary={t('jobs.list.summary', { count: data.totalDocs })}
              active={Object.entries(data.activeFilters)}
              actions={
                <ExportCsvButton
                  {...jobsAddress.exportOf(params)}
                  fileName={t('jobs.list.fileName')}
                  disabled={data.totalDocs === 0}
                />
              }
              busy={search.isPlaceholderData}
              pagination={pagination}
              shown={data.docs.length}
              noMatch={<EmptyListState icon={MapPinIcon} title={t('jobs.list.noMatch')} hint={t('list.noMatchHint')} />}
            >
              <JobsList jobs={data.docs} />
            </FacetedLayout>
          )
        }
      </QueryState>
      <FacetsDrawer nav={nav} panel={panel} />
    </Stack>
  );
}

function useJobText() {
  const { t } = useTranslation();
  const units = useUnits();
  return (job: JobView) => ({
    pickup: formatDateTime(job.pickupAt),
    route: `${job.stops[0]?.name ?? ''} → ${job.stops.at(-1)?.name ?? ''}`,
    distance: job.route ? units.distance(job.route.distanceMetres / 1000) : '',
    party: job.side === 'organiser' ? (job.carrierName ?? t('jobs.page.noCarrier')) : job.organiserName,
  });
}

function JobLink({ job }: { job: JobView }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={paths.logisticsJob(job.id)}
      fw={600}
      aria-label={t('jobs.list.open', { reference: job.reference })}
    >
      {job.reference}
    </Anchor>
  );
}

function JobsList({ jobs }: { jobs: JobView[] }) {
  const { t } = useTranslation();
  const textOf = useJobText();
  return (
    <TableOrCards
      table={
        <ScrollTable
          label={t('jobs.list.tableLabel')}
          striped
          highlightOnHover
          fz="sm"
          miw={640}
          columns={[
            t('jobs.list.columns.reference'),
            t('jobs.list.columns.status'),
            t('jobs.list.columns.pickup'),
            t('jobs.list.columns.route'),
            t('jobs.list.columns.distance'),
            `${t('jobs.list.columns.carrier')} / ${t('jobs.list.columns.organiser')}`,
          ]}
        >
          {jobs.map((job) => {
            const text = textOf(job);
            return (
              <Table.Tr key={job.id}>
                <Table.Td>
                  <JobLink job={job} />
                </Table.Td>
                <Table.Td>
                  <JobStatusBadge state={job.displayStatus} />
                </Table.Td>
                <Table.Td>{text.pickup}</Table.Td>
                <Table.Td>{text.route}</Table.Td>
                <Table.Td>{text.distance}</Table.Td>
                <Table.Td>{text.party}</Table.Td>
              </Table.Tr>
            );
          })}
        </ScrollTable>
      }
      cards={
        <CardList items={jobs} keyOf={(job) => job.id} label={t('jobs.list.tableLabel')}>
          {(job) => {
            const text = textOf(job);
            return (
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <JobLink job={job} />
                  <JobStatusBadge state={job.displayStatus} />
                </Group>
                <Text size="sm">{text.route}</Text>
                <Text size="sm" c="dimmed">
                  {text.pickup} · {text.distance}
                </Text>
                <Text size="sm">{text.party}</Text>
              </Stack>
            );
          }}
        </CardList>
      }
    />
  );
}
