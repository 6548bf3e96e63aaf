import {
  convertDistance,
  convertTemperature,
  convertWeight,
  convertYield,
  currencyForCountry,
  DISTANCE_UNIT_BY_SYSTEM,
  formatMoney,
  formatQuantity,
  localeForCountry,
  resolveUnitSystems,
  TEMPERATURE_UNIT_BY_SYSTEM,
  weightUnitFor,
  YIELD_UNIT_BY_SYSTEM,
  type Currency,
  type Locale,
  type UnitKind,
  type UnitSystem,
  type WeightContext,
} from '@harvest/domain';
import { useMemo } from 'react';
import { preferencesQuery } from '../session/get-preferences';
import { useSession } from '../session/use-session';

/** Shows stored quantities (kg, hectares, t/ha, °C, km, minor units) in the reader's units. */
export interface Units {
  systems: Record<UnitKind, UnitSystem>;
  currency: Currency;
  locale: Locale;
  weight: (kilograms: number, context?: WeightContext) => string;
  /** Store capacity, a weight in its own unit (tonnes or bushels). */
  capacity: (kilograms: number) => string;
  area: (hectares: number) => string;
  yield: (tonnesPerHectare: number) => string;
  temperature: (celsius: number) => string;
  distance: (kilometres: number) => string;
  /** Minor units in the organisation's currency unless another is given. */
  money: (minor: number, currency?: Currency) => string;
}

export function buildUnits(systems: Record<UnitKind, UnitSystem>, currency: Currency, locale: Locale): Units {
  return {
    systems,
    currency,
    locale,
    weight: (kilograms, context = 'default') => {
      const unit = weightUnitFor(systems.weight, context);
      return formatQuantity(convertWeight(kilograms, 'kg', unit), unit, locale);
    },
    capacity: (kilograms) => {
      const unit = weightUnitFor(systems.capacity, 'capacity');
      return formatQuantity(convertWeight(kilograms, 'kg', unit), unit, locale);
    },
    area: (hectares) => formatQuantity(hectares, 'hectare', locale),
    yield: (tonnesPerHectare) => {
      const unit = YIELD_UNIT_BY_SYSTEM[systems.yield];
      return formatQuantity(convertYield(tonnesPerHectare, 'tonnePerHectare', unit), unit, locale);
    },
    temperature: (celsius) => {
      const unit = TEMPERATURE_UNIT_BY_SYSTEM[systems.temperature];
      return formatQuantity(convertTemperature(celsius, unit), unit, locale);
    },
    distance: (kilometres) => {
      const unit = DISTANCE_UNIT_BY_SYSTEM[systems.distance];
      return formatQuantity(convertDistance(kilometres, unit), unit, locale);
    },
    money: (minor, other) => formatMoney(minor, other ?? currency, locale),
  };
}

/**
 * The signed-in person's units (their choices over the spec's defaults), the organisation's
 * currency and locale. Signed out, or until the choices arrive, the defaults apply.
 */
export function useUnits(): Units {
  const { profile } = useSession();
  const preferences = preferencesQuery.useQuery(undefined, { enabled: Boolean(profile) });
  const chosen = profile ? preferences.data?.units : undefined;
  const country = profile?.organisation.countryISO;
  return useMemo(
    () => buildUnits(resolveUnitSystems(chosen), currencyForCountry(country), localeForCountry(country)),
    [chosen, country],
  );
}
