import { UNLOCKABLE_MODULES, type ModuleId, type OrganisationDetails } from '@harvest/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form-alert';
import { useModuleUnlocks } from '../../../lib/upgrades/get-module-unlocks';
import { useRequestModuleUnlock } from '../../../lib/upgrades/request-module-unlock';
import { upgradeStatus, type UpgradeStatus } from '../../../lib/upgrades/upgrade-status';
import { OrganisationSection, type BusinessSetupSectionProps } from './organisation-section';
import { QueryState } from '../../../ui/query-state';

/** The catalogue's name for each upgrade module (its id holds colons, which i18next reads as namespaces). */
const MODULE_NAMES: Partial<Record<ModuleId, 'storage' | 'grainInsights'>> = {
  'inventory:storage': 'storage',
  'trading:insights:grain': 'grainInsights',
};

const STATUS_COLOURS: Record<UpgradeStatus, string> = { active: 'green', requested: 'yellow', locked: 'gray' };

/** Storage and insights stay locked until the business asks for them (spec §6). */
export function ModuleUpgradesCard({ organisationId, canEdit }: BusinessSetupSectionProps) {
  const { t } = useTranslation();
  return (
    <OrganisationSection
      organisationId={organisationId}
      title={t('businessSetup.modules.title')}
      intro={t('businessSetup.modules.intro')}
    >
      {(organisation) => <ModuleUpgrades organisation={organisation} canEdit={canEdit} />}
    </OrganisationSection>
  );
}

function ModuleUpgrades({ organisation, canEdit }: { organisation: OrganisationDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const unlocks = useModuleUnlocks(organisation.id);
  const request = useRequestModuleUnlock(organisation.id);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  const ask = (moduleId: ModuleId) => {
    setResult(null);
    request.mutate(moduleId, {
      onSuccess: () => setResult({ tone: 'success', message: t('accounts.upgradeRequested') }),
      onError: () => setResult({ tone: 'error', message: t('accounts.upgradeRequestError') }),
    });
  };

  return (
    <QueryState query={unlocks} errorTitle={t('businessSetup.modules.loadError')}>
      {(data) => (
        <Stack gap="md">
          <FormAlert message={result?.message ?? null} tone={result?.tone} />
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {UNLOCKABLE_MODULES.map((moduleId) => {
              const key = MODULE_NAMES[moduleId];
              const name = key ? t(`businessSetup.modules.names.${key}`) : moduleId;
              const status = upgradeStatus(moduleId, organisation.modules, data);
              return (
                <Group key={moduleId} component="li" justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
                    <Group gap="xs">
                      <Text fw={600}>{name}</Text>
                      <Badge variant="light" color={STATUS_COLOURS[status]}>
                        {t(`businessSetup.modules.status.${status}`)}
                      </Badge>
                    </Group>
                    {key && (
                      <Text size="sm" c="dimmed">
                        {t(`businessSetup.modules.descriptions.${key}`)}
                      </Text>
                    )}
                  </Stack>
                  {canEdit && status === 'locked' && (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => ask(moduleId)}
                      loading={request.isPending && request.variables === moduleId}
                      aria-label={t('businessSetup.modules.requestLabel', { module: name })}
                    >
                      {t('businessSetup.modules.request')}
                    </Button>
                  )}
                </Group>
              );
            })}
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}
