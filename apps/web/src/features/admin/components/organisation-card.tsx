import type { OrganisationMember, OrganisationSummary } from '@harvest/domain';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrganisationAccess } from './organisation-access';
import { OrganisationFeatureFlags } from './organisation-feature-flags';

export type ImpersonationChoice =
  | { kind: 'organisation'; organisation: OrganisationSummary }
  | { kind: 'user'; organisation: OrganisationSummary; member: OrganisationMember };

interface OrganisationCardProps {
  organisation: OrganisationSummary;
  onImpersonate: (choice: ImpersonationChoice) => void;
}

/** One business account: what it is, who is in it, and the ways to act as it. */
export function OrganisationCard({ organisation, onImpersonate }: OrganisationCardProps) {
  const { t } = useTranslation();
  const titleId = `organisation-${organisation.id}`;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={6}>
            <Title order={2} size="h4" id={titleId}>
              {organisation.name}
            </Title>
            <Group gap={6}>
              <Badge variant="light" color={organisation.vetted ? 'green' : 'gray'}>
                {organisation.vetted ? t('admin.businessAccounts.vetted') : t('admin.businessAccounts.notVetted')}
              </Badge>
              <Badge variant="outline" color="gray">
                {t('admin.businessAccounts.country')}: {organisation.countryISO}
              </Badge>
            </Group>
          </Stack>
          <Button
            onClick={() => onImpersonate({ kind: 'organisation', organisation })}
            aria-label={t('admin.businessAccounts.impersonateLabel', { name: organisation.name })}
          >
            {t('admin.businessAccounts.impersonate')}
          </Button>
        </Group>
        {/* Keyed by what it shows, so a saved change from the list starts it afresh. */}
        <OrganisationAccess
          key={`${organisation.vetted}-${organisation.modules.map((module) => module.id).join()}`}
          organisation={organisation}
        />
        <OrganisationFeatureFlags organisationId={organisation.id} organisationName={organisation.name} />
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
                  <Stack gap={0} style={{ minWidth: 0, flex: '1 1 220px' }}>
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
      </Stack>
    </Card>
  );
}
