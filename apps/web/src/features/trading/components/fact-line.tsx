import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card's key facts in a row, each a dimmed label and its value; on a phone they wrap, close under each other. */
export function FactLine({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <Group gap="lg" wrap="wrap" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
      {facts.map(({ label, value }) => (
        <Text key={label} size="sm">
          <Text component="span" size="sm" c="dimmed">
            {label}{' '}
          </Text>
          {value}
        </Text>
      ))}
    </Group>
  );
}
