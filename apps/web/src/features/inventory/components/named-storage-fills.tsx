import type { Storage } from '@harvest/domain';
import { Stack, Text, type StackProps } from '@mantine/core';
import { StorageFill } from './storage-fill';

/** Stores by name, each with how full it is (the overview's stores, a store's sub-stores). */
export function NamedStorageFills({ storages, ...props }: StackProps & { storages: Storage[] }) {
  return (
    <Stack {...props}>
      {storages.map((storage) => (
        <Stack key={storage.id} gap={2}>
          <Text size="sm" fw={600}>
            {storage.name}
          </Text>
          <StorageFill storage={storage} />
        </Stack>
      ))}
    </Stack>
  );
}
