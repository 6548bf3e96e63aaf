import { includesFarmOrStore, type Profile } from '@harvest/domain';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useComboboxPlacement } from '../../../ui/combobox-placement';

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
  const placement = useComboboxPlacement();
  const known = new Set(units.map((unit) => unit.id));
  // A unit the profile cannot see still shows, by its id, so saving never drops it unseen.
  const data = [
    ...units.map((unit) => ({ value: unit.id, label: unit.name })),
    ...value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id })),
  ];
  // §5: a choice of units must include a farm or store (a region alone is no place to work at).
  const chosen = units.filter((unit) => value.includes(unit.id));
  const error =
    chosen.length > 0 && chosen.length === value.length && !includesFarmOrStore(chosen)
      ? t('validation.businessUnitRequired')
      : undefined;
  return (
    <MultiSelect
      label={t('team.editForm.businessUnits')}
      description={value.length === 0 ? t('team.editForm.allBusinessUnits') : t('team.editForm.someBusinessUnits')}
      placeholder={value.length === 0 ? t('team.editForm.allBusinessUnitsPlaceholder') : undefined}
      data={data}
      value={value}
      onChange={onChange}
      disabled={disabled}
      error={error}
      clearable
      searchable
      comboboxProps={placement}
    />
  );
}
