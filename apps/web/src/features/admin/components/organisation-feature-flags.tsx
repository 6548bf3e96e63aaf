import { FEATURE_FLAG_NAMES } from '@harvest/domain';
import { Button, Collapse, Loader, Stack, Switch, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notifications/notify';
import { useOrganisationFeatureFlags } from '../api/get-organisation-feature-flags';
import { useUpdateOrganisationFeatureFlags } from '../api/update-organisation-feature-flags';

interface OrganisationFeatureFlagsProps {
  organisationId: string;
  organisationName: string;
}

/**
 * A business's feature flags for a system administrator: shown on request, so a page of
 * business accounts does not load every card's flags; each switch saves at once.
 */
export function OrganisationFeatureFlags({ organisationId, organisationName }: OrganisationFeatureFlagsProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const flags = useOrganisationFeatureFlags(organisationId, opened);
  const update = useUpdateOrganisationFeatureFlags(organisationId);

  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="xs"
        style={{ alignSelf: 'flex-start' }}
        aria-expanded={opened}
        aria-controls={panelId}
        aria-label={t('admin.featureFlags.showLabel', { name: organisationName })}
        onClick={() => setOpened((value) => !value)}
      >
        {t('admin.featureFlags.show')}
      </Button>
      <Collapse expanded={opened} id={panelId}>
        {flags.isPending && opened && <Loader size="sm" aria-label={t('admin.featureFlags.show')} />}
        {flags.isError && (
          <Stack gap={4} align="flex-start">
            <Text size="sm" c="red.9">
              {t('admin.featureFlags.loadError')}
            </Text>
            <Button size="xs" variant="default" onClick={() => void flags.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        )}
        {flags.data && (
          <Stack gap="sm">
            {FEATURE_FLAG_NAMES.map((name) => (
              <Switch
                key={name}
                label={t(`admin.featureFlags.names.${name}`)}
                description={t(`admin.featureFlags.descriptions.${name}`)}
                checked={flags.data[name]}
                disabled={update.isPending}
                onChange={(event) =>
                  update.mutate(
                    { [name]: event.currentTarget.checked },
                    {
                      onSuccess: () => notify({ message: t('admin.featureFlags.saved'), position: 'floating' }),
                      onError: (error) =>
                        notify({
                          name: 'feature-flag-update',
                          type: 'error',
                          title: t('admin.featureFlags.saveFailed'),
                          message: error.message,
                          dismissible: true,
                        }),
                    },
                  )
                }
              />
            ))}
          </Stack>
        )}
      </Collapse>
    </Stack>
  );
}
