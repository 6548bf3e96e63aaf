import { Anchor, Group, Text, type AnchorProps, type GroupProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';

export interface ListedHeadlineProps {
  /** The thing's page. */
  to: string;
  title: string;
  /** Its state, beside the name. */
  badge: ReactNode;
  /** A line about it under the name: tonnes, offers, time. */
  line: string;
  /** How the name, a link to its page, looks where it is listed. */
  link?: AnchorProps & { id?: string; style?: CSSProperties; onClick?: () => void };
  align?: GroupProps['align'];
}

/** An offer or a listing as listed: its name (a link to its page) and state, and a line about it below. */
export function ListedHeadline({ to, title, badge, line, link, align }: ListedHeadlineProps) {
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap" align={align}>
        <Anchor component={Link} to={to} {...link}>
          {title}
        </Anchor>
        {badge}
      </Group>
      <Text size="sm" c="dimmed">
        {line}
      </Text>
    </>
  );
}
