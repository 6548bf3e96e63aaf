import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

interface LinkedCardProps {
  title: string;
  /** 2 for a card of the page itself; 3 for one under a section's heading, with a little less room. */
  order: 2 | 3;
  /** The whole list, of which the card shows a few. */
  link: { to: string; label: string };
  children: ReactNode;
}

/** A card of an overview: a section named by its heading, a link to the whole list beside it, then what it shows. */
export function LinkedCard({ title, order, link, children }: LinkedCardProps) {
  const id = useId();
  return (
    <Card withBorder padding={order === 2 ? 'lg' : 'md'} component="section" aria-labelledby={id}>
      <Stack gap={order === 2 ? 'md' : 'sm'}>
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={order} size="h4" id={id}>
            {title}
          </Title>
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
