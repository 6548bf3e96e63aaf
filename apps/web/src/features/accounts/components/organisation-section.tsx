import type { OrganisationDetails } from '@harvest/domain';
import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../api/get-organisation';
import { QueryState } from '../../../ui/query-state';

interface OrganisationSectionProps {
  organisationId: string;
  /** The heading's id, which names the section for screen readers. */
  titleId: string;
  title: string;
  intro?: string;
  /** Buttons beside the heading, once the organisation is loaded. */
  actions?: (organisation: OrganisationDetails) => ReactNode;
  children: (organisation: OrganisationDetails) => ReactNode;
}

/**
 * One section of business setup: its heading, then the organisation's details as the
 * section shows them, or the load's progress or failure. Sections share one query.
 */
export function OrganisationSection({
  organisationId,
  titleId,
  title,
  intro,
  actions,
  children,
}: OrganisationSectionProps) {
  const { t } = useTranslation();
  const organisation = useOrganisation(organisationId);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb={intro ? 'xs' : 'md'} gap="sm" wrap="nowrap">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {organisation.data && actions?.(organisation.data)}
      </Group>
      {intro && (
        <Text size="sm" c="dimmed" mb="md">
          {intro}
        </Text>
      )}
      <QueryState query={organisation} errorTitle={t('businessSetup.loadError')}>
        {(data) => children(data)}
      </QueryState>
    </Card>
  );
}
