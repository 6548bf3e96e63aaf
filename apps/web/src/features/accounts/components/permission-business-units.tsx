import type { Profile } from '@harvest/domain';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type BusinessUnitRef = Profile['businessUnits'][number];

interface PermissionBusinessUnitsProps {
  /** The organisation's business units, as the signed-in profile lists them. */
  units: readonly BusinessUnitRef[];
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}

/** Spec §6: access per business unit; choosing none means every business unit of the organisation. */
export function PermissionBusinessUnits({ units, value, onChange, disabled = false }: PermissionBusinessUnitsProps) {
  const { t } = useTranslation();
  const known = new Set(units.map((unit) => unit.id));
  // A unit the profile cannot see still shows, by its id, so saving never drops it unseen.
  const data = [
    ...units.map((unit) => ({ value: unit.id, label: unit.name })),
    ...value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id })),
  ];
  return (
    <MultiSelect
      label={t('team.editForm.businessUnits')}
      description={value.length === 0 ? t('team.editForm.allBusinessUnits') : t('team.editForm.someBusinessUnits')}
      placeholder={value.length === 0 ? t('team.editForm.allBusinessUnitsPlaceholder') : undefined}
      data={data}
      value={value}
      onChange={onChange}
      disabled={disabled}
      clearable
      searchable
      comboboxProps={{ withinPortal: false }}
    />
  );
}
