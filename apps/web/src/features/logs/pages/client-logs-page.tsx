import { LOG_LEVELS, LOG_RETENTION_DAYS_DEFAULT, type LogLevel, type StoredClientLog } from '@harvest/domain';
import { Badge, Button, Code, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { StatusIcon } from '../../../ui/icons/status-icon';
import { PagedQueryState } from '../../../ui/paged-query-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useClientLogs, type ClientLogFilters } from '../api/get-client-logs';
import { PageHeading } from '../../../ui/page-heading';
import { useUrlFilters } from '../../../ui/use-url-filters';

const isLevel = (value: string | null): value is LogLevel =>
  value !== null && (LOG_LEVELS as readonly string[]).includes(value);

/** The search in the URL (`query`, `level`); an unknown level is no level. */
const readLogFilters = (params: URLSearchParams) => {
  const level = params.get('level');
  return { query: params.get('query') ?? '', level: isLevel(level) ? level : null };
};

const LEVEL_COLOURS: Record<LogLevel, string> = { debug: 'gray', warn: 'yellow', error: 'red' };

function LogSearch({
  filters,
  onSearch,
}: {
  filters: ClientLogFilters;
  onSearch: (change: Pick<ClientLogFilters, 'query' | 'level'>) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(filters.query);
  const [level, setLevel] = useState<LogLevel | null>(filters.level);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ query: query.trim(), level });
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('logs.search')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          label={t('logs.searchLabel')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          autoComplete="off"
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label={t('logs.level')}
          data={[
            { value: 'all', label: t('logs.allLevels') },
            ...LOG_LEVELS.map((value) => ({ value, label: t(`logs.levels.${value}`) })),
          ]}
          value={level ?? 'all'}
          onChange={(value) => setLevel(isLevel(value) ? value : null)}
          allowDeselect={false}
          w={{ base: '100%', sm: 180 }}
        />
        <Button type="submit">{t('logs.search')}</Button>
      </Group>
    </form>
  );
}

function LogItem({ entry }: { entry: StoredClientLog }) {
  const { t } = useTranslation();
  return (
    <Paper component="article" withBorder p="md" aria-label={entry.message}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge color={LEVEL_COLOURS[entry.level]} variant="light">
            {t(`logs.levels.${entry.level}`)}
          </Badge>
          {entry.tags.map((tag) => (
            <Badge key={tag} variant="outline" color="gray">
              {tag}
            </Badge>
          ))}
          <Text size="sm" c="dimmed">
            {formatDateTime(entry.timestamp)}
          </Text>
        </Group>
        <Text style={{ overflowWrap: 'anywhere' }}>{entry.message}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {/* Names as they are now; the id where the person or business has gone since. */}
          {t('logs.who', {
            user: entry.userName ?? entry.userId ?? t('logs.unknown'),
            organisation: entry.organisationName ?? entry.organisationId ?? t('logs.unknown'),
          })}
          {' · '}
          {t('logs.source', {
            service: entry.service ?? t('logs.unknown'),
            platform: entry.platform ?? t('logs.unknown'),
            version: entry.appVersion ?? t('logs.unknown'),
            region: entry.region ?? t('logs.unknown'),
          })}
        </Text>
        {entry.data !== null && entry.data !== undefined && (
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {JSON.stringify(entry.data, null, 2)}
          </Code>
        )}
      </Stack>
    </Paper>
  );
}

/** System administrators: what the apps reported, newest first (issue 5, client logs). */
export function ClientLogsPage() {
  const { t } = useTranslation();
  usePageTitle(t('logs.title'));
  const [filters, setFilters] = useUrlFilters<ClientLogFilters>(readLogFilters);
  const logs = useClientLogs(filters);
  const filtered = Boolean(filters.query || filters.level);

  return (
    <Stack gap="lg" maw={960}>
      <PageHeading title={t('logs.title')} intro={t('logs.intro', { days: LOG_RETENTION_DAYS_DEFAULT })} />
      <LogSearch
        key={`${filters.query}|${filters.level ?? ''}`}
        filters={filters}
        onSearch={(change) => setFilters(change)}
      />
      <PagedQueryState
        query={logs}
        errorTitle={t('logs.loadError')}
        empty={{ icon: StatusIcon, title: filtered ? t('logs.emptyFiltered') : t('logs.empty') }}
        onOffsetChange={(offset) => setFilters({ offset })}
      >
        {(items) => items.map((entry) => <LogItem key={entry.id} entry={entry} />)}
      </PagedQueryState>
    </Stack>
  );
}
