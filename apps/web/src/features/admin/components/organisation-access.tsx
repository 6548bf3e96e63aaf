import { MODULES, type ModuleId, type OrganisationSummary } from '@harvest/domain';
import { Button, Checkbox, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateBusinessAccount, type BusinessAccountPatch } from '../api/update-business-account';
import { notify } from '../../../ui/notifications/notify';

const isModule = (id: string): id is ModuleId => (MODULES as readonly string[]).includes(id);

const MODULE_NAME_KEYS = {
  'inventory:core': 'modules.inventory-core',
  'trading:core': 'modules.trading-core',
  'trading:insights:grain': 'modules.trading-insights-grain',
  'trading:buyers': 'modules.trading-buyers',
  'inventory:storage': 'modules.inventory-storage',
} as const satisfies Record<ModuleId, string>;

interface OrganisationAccessProps {
  organisation: OrganisationSummary;
}

/**
 * Spec §6: what a system administrator decides for a business. Vetting opens trading to it;
 * modules are granted one tick at a time, and an upgrade it asked for is granted in one go.
 */
export function OrganisationAccess({ organisation }: OrganisationAccessProps) {
  const { t } = useTranslation();
  const update = useUpdateBusinessAccount();
  const current = organisation.modules.map((module) => module.id).filter(isModule);
  const [modules, setModules] = useState<ModuleId[]>(current);
  const pending = (organisation.pendingModules ?? []).filter(isModule).filter((id) => !current.includes(id));
  const changed = modules.length !== current.length || modules.some((id) => !current.includes(id));

  const save = (patch: BusinessAccountPatch, success: string) =>
    update.mutate(
      { id: organisation.id, patch },
      {
        onSuccess: () => notify({ message: success, position: 'floating' }),
        onError: (error) =>
          notify({
            name: 'business-account-update',
            type: 'error',
            title: t('admin.businessAccounts.updateFailed'),
            message: error.message,
            dismissible: true,
          }),
      },
    );

  const grant = (moduleId: ModuleId) => {
    setModules((chosen) => (chosen.includes(moduleId) ? chosen : [...chosen, moduleId]));
    save({ modules: [...current, moduleId] }, t('admin.businessAccounts.granted'));
  };

  return (
    <Stack gap="sm">
      <Switch
        label={t('admin.businessAccounts.vettedSwitch')}
        checked={organisation.vetted}
        disabled={update.isPending}
        onChange={(event) => save({ vetted: event.currentTarget.checked }, t('admin.businessAccounts.vettedSaved'))}
      />
      <Checkbox.Group
        label={t('admin.businessAccounts.modules')}
        value={modules}
        onChange={(chosen) => setModules(chosen.filter(isModule))}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6} mt={6}>
          {MODULES.map((moduleId) => (
            <Checkbox
              key={moduleId}
              value={moduleId}
              label={t(MODULE_NAME_KEYS[moduleId])}
              disabled={update.isPending}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {changed && (
        <Button
          size="xs"
          variant="default"
          style={{ alignSelf: 'flex-start' }}
          loading={update.isPending}
          onClick={() => save({ modules }, t('admin.businessAccounts.modulesSaved'))}
        >
          {t('admin.businessAccounts.saveModules')}
        </Button>
      )}
      {pending.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            {t('admin.businessAccounts.pendingTitle')}
          </Text>
          {pending.map((moduleId) => (
            <Group key={moduleId} gap="sm" justify="space-between" wrap="wrap">
              <Text size="sm">
                {t('admin.businessAccounts.pendingModule', { module: t(MODULE_NAME_KEYS[moduleId]) })}
              </Text>
              <Button
                size="xs"
                onClick={() => grant(moduleId)}
                loading={update.isPending}
                aria-label={t('admin.businessAccounts.grantLabel', {
                  module: t(MODULE_NAME_KEYS[moduleId]),
                  name: organisation.name,
                })}
              >
                {t('admin.businessAccounts.grant')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
