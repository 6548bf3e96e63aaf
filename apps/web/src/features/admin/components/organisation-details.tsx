import type { OrganisationMember, OrganisationSummary } from '@harvest/domain';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrganisationAccess } from './organisation-access';
import { OrganisationFeatureFlags } from './organisation-feature-flags';

export type ImpersonationChoice =
  | { kind: 'organisation'; organisation: OrganisationSummary }
  | { kind: 'user'; organisation: OrganisationSummary; member: OrganisationMember };

interface OrganisationDetailsProps {
  organisation: OrganisationSummary;
  onImpersonate: (choice: ImpersonationChoice) => void;
}

/** What a row of the business accounts opens to: its modules and feature flags, and who is in it. */
export function OrganisationDetails({ organisation, onImpersonate }: OrganisationDetailsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" py="xs">
      <Stack gap="md">
        {/* Keyed by what it shows, so a saved change from the list starts it afresh. */}
        <OrganisationAccess key={organisation.modules.map((module) => module.id).join()} organisation={organisation} />
        <OrganisationFeatureFlags organisationId={organisation.id} organisationName={organisation.name} />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={700}>
          {t('admin.businessAccounts.members')}
        </Text>
        {organisation.members.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.businessAccounts.noMembers')}
          </Text>
        ) : (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {organisation.members.map((member) => (
              <Group
                component="li"
                key={member.profileId}
                justify="space-between"
                gap="xs"
                py="xs"
                wrap="wrap"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
                  <Text size="sm" fw={600}>
                    {member.name}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {member.email}
                    {member.groups.length > 0 ? ` · ${member.groups.join(', ')}` : ''}
                  </Text>
                </Stack>
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => onImpersonate({ kind: 'user', organisation, member })}
                  aria-label={t('admin.businessAccounts.impersonateUserLabel', {
                    name: member.name,
                    organisation: organisation.name,
                  })}
                >
                  {t('admin.businessAccounts.impersonateUser')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </SimpleGrid>
  );
}
