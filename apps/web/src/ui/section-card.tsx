import { Card, Group, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** At the title's end: a status badge, an Add button. */
  aside?: ReactNode;
  /** What the section is for, under its title. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A titled card of a settings or status page: a section named by its title for assistive technology. */
export function SectionCard({ title, aside, intro, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb={intro ? 'xs' : 'md'} gap="sm" wrap="nowrap">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {aside}
      </Group>
      {intro && (
        <Text size="sm" c="dimmed" mb="md">
          {intro}
        </Text>
      )}
      {children}
    </Card>
  );
}
