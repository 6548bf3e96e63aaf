import type { Health } from '@harvest/domain';
import { Badge, DataList } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '../../../lib/app-info';
import { useHealth } from '../api/get-health';
import { QueryState } from '../../../ui/query-state';
import { SectionCard } from '../../../ui/section-card';

/** The API's own report on itself: database, migrations and versions. */
export function HealthCard() {
  const { t } = useTranslation();
  const health = useHealth();

  return (
    <SectionCard title={t('platform.healthTitle')} aside={health.data && <HealthBadge health={health.data} />}>
      <QueryState query={health} loadingLabel={t('platform.healthLoading')} errorTitle={t('platform.healthError')}>
        {(data) => <HealthDetails health={data} />}
      </QueryState>
    </SectionCard>
  );
}

function isHealthy(health: Health): boolean {
  return health.database === 'ok' && health.migrations.current;
}

function HealthBadge({ health }: { health: Health }) {
  const { t } = useTranslation();
  const healthy = isHealthy(health);
  return (
    <Badge color={healthy ? 'green' : 'red'} variant="light" size="lg">
      {healthy ? t('platform.healthy') : t('platform.unhealthy')}
    </Badge>
  );
}

function HealthDetails({ health }: { health: Health }) {
  const { t } = useTranslation();
  const { applied, expected, current } = health.migrations;
  const rows = [
    {
      label: t('platform.database'),
      value: `${t(`platform.databaseKind.${health.databaseKind}`)} · ${
        health.database === 'ok' ? t('platform.databaseReachable') : t('platform.databaseUnreachable')
      }`,
    },
    {
      label: t('platform.migrations'),
      value: current
        ? t('platform.migrationsCurrent', { applied, expected })
        : t('platform.migrationsBehind', { applied, expected }),
    },
    { label: t('platform.apiVersion'), value: health.version },
    { label: t('platform.webVersion'), value: APP_VERSION },
    { label: t('platform.minimumClientVersion'), value: health.minimumClientVersion },
  ];
  return (
    <DataList withDivider labelWidth="9rem">
      {rows.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          <DataList.ItemValue>{row.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
