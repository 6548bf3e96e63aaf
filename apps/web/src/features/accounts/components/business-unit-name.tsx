import type { BusinessUnit } from '@harvest/domain';
import { Badge, Group, Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface BusinessUnitNameProps {
  unit: Pick<BusinessUnit, 'name' | 'type'>;
  /** How the name is set (its weight, wrapping), and an id where it names its card. */
  nameProps: TextProps & { id?: string };
}

/** A business unit's name with its type beside it: 'Home Farm [Farm]'. */
export function BusinessUnitName({ unit, nameProps }: BusinessUnitNameProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Text {...nameProps}>{unit.name}</Text>
      <Badge variant="light" size="sm">
        {t(`businessSetup.units.types.${unit.type}`)}
      </Badge>
    </Group>
  );
}
