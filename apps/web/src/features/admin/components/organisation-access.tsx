import { MODULES, type ModuleId, type OrganisationSummary } from '@harvest/domain';
import { Button, Checkbox, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useConfirmedChange } from '../../../ui/use-confirmed-change';
import { useUpdateBusinessAccount } from '../api/update-business-account';
import { MODULE_NAME_KEYS } from './module-names';

const isModule = (id: string): id is ModuleId => (MODULES as readonly string[]).includes(id);

interface OrganisationAccessProps {
  organisation: OrganisationSummary;
}

/**
 * Spec §6: the modules a system administrator gives a business, ticked and then saved, and the upgrades it asked for,
 * granted in one go. Either asks first, naming the business and each module it gains or loses.
 */
export function OrganisationAccess({ organisation }: OrganisationAccessProps) {
  const { t } = useTranslation();
  const { name } = organisation;
  const update = useUpdateBusinessAccount();
  const current = organisation.modules.map((module) => module.id).filter(isModule);
  const [modules, setModules] = useState<ModuleId[]>(current);
  // The modules asked for, while the dialog asks about them.
  const [proposal, setProposal] = useState<ModuleId[] | null>(null);
  const change = useConfirmedChange(update, () => setProposal(null), t('admin.businessAccounts.modulesSaved'));
  const pending = (organisation.pendingModules ?? []).filter(isModule).filter((id) => !current.includes(id));
  const changed = modules.length !== current.length || modules.some((id) => !current.includes(id));
  const moduleName = (id: ModuleId) => t(MODULE_NAME_KEYS[id]);
  const added = (proposal ?? []).filter((id) => !current.includes(id));
  const removed = current.filter((id) => proposal && !proposal.includes(id));

  const grant = (moduleId: ModuleId) => setProposal([...current, moduleId]);

  return (
    <Stack gap="sm">
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
              label={moduleName(moduleId)}
              aria-label={t('admin.businessAccounts.moduleLabel', { module: moduleName(moduleId), name })}
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
          onClick={() => setProposal(modules)}
          aria-label={t('admin.businessAccounts.saveModulesLabel', { name })}
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
              <Text size="sm">{t('admin.businessAccounts.pendingModule', { module: moduleName(moduleId) })}</Text>
              <Button
                size="xs"
                onClick={() => grant(moduleId)}
                loading={update.isPending}
                aria-label={t('admin.businessAccounts.grantLabel', { module: moduleName(moduleId), name })}
              >
                {t('admin.businessAccounts.grant')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <ConfirmModal
        {...change.modalFor(proposal, (chosen) => ({ id: organisation.id, patch: { modules: chosen } }))}
        title={t('admin.businessAccounts.confirmModules.title', { name })}
        keepLabel={t('admin.businessAccounts.keep')}
        confirmLabel={t('admin.businessAccounts.confirmModules.confirm')}
        errorTitle={t('admin.businessAccounts.updateFailed')}
        confirmColour={removed.length > 0 ? 'red' : 'green'}
      >
        <Stack gap="xs">
          <List size="sm" spacing={4}>
            {added.map((id) => (
              <List.Item key={id}>
                {t('admin.businessAccounts.confirmModules.adds', { module: moduleName(id) })}
              </List.Item>
            ))}
            {removed.map((id) => (
              <List.Item key={id}>
                {t('admin.businessAccounts.confirmModules.removes', { module: moduleName(id) })}
              </List.Item>
            ))}
          </List>
          <Text size="sm">{t('admin.businessAccounts.confirmModules.body', { name })}</Text>
        </Stack>
      </ConfirmModal>
    </Stack>
  );
}
