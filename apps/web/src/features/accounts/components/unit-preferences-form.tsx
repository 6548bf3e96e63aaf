import {
  DISTANCE_UNIT_BY_SYSTEM,
  type messages,
  resolveUnitSystems,
  TEMPERATURE_UNIT_BY_SYSTEM,
  UNIT_KINDS,
  UNIT_SYSTEMS,
  weightUnitFor,
  YIELD_UNIT_BY_SYSTEM,
  type UnitKind,
  type UnitPreferences,
  type UnitSystem,
} from '@harvest/domain';
import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form-alert';
import { useSavePreferences } from './use-save-preferences';
import { LoadedPreferences } from './loaded-preferences';
import { SaveRow } from '../../../ui/save-row';

type UnitSymbol = keyof typeof messages.units.symbols;

/** The unit a kind shows in under a system, so each option says what it means: 'Imperial (lb)'. */
function unitOf(kind: UnitKind, system: UnitSystem): UnitSymbol {
  switch (kind) {
    case 'weight':
      return weightUnitFor(system);
    case 'capacity':
      return weightUnitFor(system, 'capacity');
    case 'temperature':
      return TEMPERATURE_UNIT_BY_SYSTEM[system];
    case 'distance':
      return DISTANCE_UNIT_BY_SYSTEM[system];
    case 'yield':
      return YIELD_UNIT_BY_SYSTEM[system];
  }
}

/** Metric or imperial for each kind of quantity, shown by `useUnits` everywhere (spec §9). */
export function UnitPreferencesForm() {
  const { t } = useTranslation();
  return (
    <LoadedPreferences errorTitle={t('account.unitsError')}>
      {(preferences) => <UnitChoices stored={preferences.units} />}
    </LoadedPreferences>
  );
}

function UnitChoices({ stored }: { stored: UnitPreferences }) {
  const { t } = useTranslation();
  const preferences = useSavePreferences();
  // Kinds never chosen show their defaults; saving writes every kind, as the person sees it.
  const [choices, setChoices] = useState(() => resolveUnitSystems(stored));

  return (
    <Stack gap="md">
      <Text size="sm">{t('account.unitsIntro')}</Text>
      <FormAlert message={preferences.error} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {UNIT_KINDS.map((kind) => (
          <Select
            key={kind}
            label={t(`account.unitKinds.${kind}`)}
            data={UNIT_SYSTEMS.map((system) => ({
              value: system,
              label: t(`account.unitSystem.${system}`, { unit: t(`units.symbols.${unitOf(kind, system)}`) }),
            }))}
            value={choices[kind]}
            allowDeselect={false}
            onChange={(value) => {
              const system = UNIT_SYSTEMS.find((item) => item === value);
              if (system) setChoices((current) => ({ ...current, [kind]: system }));
            }}
          />
        ))}
      </SimpleGrid>
      <SaveRow
        label={t('account.saveUnits')}
        saving={preferences.saving}
        onClick={() => preferences.save({ units: choices })}
      />
    </Stack>
  );
}
