import type { Storage } from '@harvest/domain';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../../lib/format/use-units';

/** A store's capacity bar ('35.00 t of 200.00 t'), or a field's area and type. */
export function StorageFill({ storage }: { storage: Storage }) {
  const { t } = useTranslation();
  const units = useUnits();
  if (storage.type === 'field') {
    return (
      <Text size="sm">
        {t('inventoryScreens.storage.area', {
          area: units.area(storage.areaHa ?? 0),
          type: t(`inventoryScreens.storageForm.fieldTypes.${storage.fieldType ?? 'other'}`),
        })}
      </Text>
    );
  }
  if (!storage.capacityKg) {
    return (
      <Text size="sm">{t('inventoryScreens.storage.noCapacity', { holding: units.weight(storage.quantityKg) })}</Text>
    );
  }
  const percent = Math.min(100, (storage.quantityKg / storage.capacityKg) * 100);
  const over = storage.quantityKg > storage.capacityKg;
  const fill = t('inventoryScreens.storage.capacity', {
    holding: units.weight(storage.quantityKg),
    capacity: units.capacity(storage.capacityKg),
  });
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{fill}</Text>
        {over && (
          <Badge color="red" size="sm">
            {t('inventoryScreens.storage.overCapacity')}
          </Badge>
        )}
      </Group>
      {/* A meter, not a progress bar: how full a store is, not how far a task has gone. */}
      <div
        role="meter"
        aria-label={t('inventoryScreens.storage.capacityLabel', { name: storage.name })}
        aria-valuemin={0}
        aria-valuemax={storage.capacityKg}
        aria-valuenow={storage.quantityKg}
        aria-valuetext={fill}
      >
        <Progress value={percent} color={over ? 'red' : percent > 90 ? 'yellow' : 'green'} aria-hidden="true" />
      </div>
    </Stack>
  );
}
