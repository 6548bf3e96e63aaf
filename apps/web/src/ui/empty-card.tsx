import { Card, Stack, Text } from '@mantine/core';

/** Nothing to show yet: what is empty, and what would fill it, centred in a card where the list would be. */
export function EmptyCard({ title, hint }: { title: string; hint: string }) {
  return (
    <Card withBorder padding="xl">
      <Stack gap={4} align="center">
        <Text fw={600} ta="center">
          {title}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {hint}
        </Text>
      </Stack>
    </Card>
  );
}
