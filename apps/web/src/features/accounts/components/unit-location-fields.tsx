import { normaliseWhat3words } from '@harvest/domain';
import { Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { useWhat3wordsLookup } from '../../../lib/geo/address-lookup';
import { coordinatesOf, type LocationFields } from '../../../lib/geo/location-fields';
import { LocationMap } from '../../../ui/map/location-map';

type LocationField = keyof LocationFields;

interface UnitLocationFieldsProps {
  register: (field: LocationField) => UseFormRegisterReturn;
  errors: Partial<Record<LocationField, string>>;
  /** The form's setValue: a what3words look-up fills the coordinates. */
  setField: (field: LocationField, value: string) => void;
  /** What the fields hold now (the form's watch). */
  values: LocationFields;
  /** The what3words address saved before, which needs no look-up. */
  savedWhat3words: string;
  countryIso: string;
  /** The unit's name, for the map's accessible name. */
  unitName: string;
}

/**
 * Where a farm or store is (spec platform §3 'coordinates, what3words'): latitude and longitude
 * (filled by a picked address, or typed), and a what3words address that, once it has three
 * words, is looked up and, when the service knows where it is, fills the coordinates. The map
 * beside them shows the point, and a click or a drag on it moves the point into the fields.
 */
export function UnitLocationFields({
  register,
  errors,
  setField,
  values,
  savedWhat3words,
  countryIso,
  unitName,
}: UnitLocationFieldsProps) {
  const { t } = useTranslation();
  const typed = values.what3words.trim();
  const changed = typed !== '' && normaliseWhat3words(typed) !== normaliseWhat3words(savedWhat3words);
  const lookup = useWhat3wordsLookup(changed ? typed : '');
  const applied = useRef<string | null>(null);
  const result = lookup.data;

  useEffect(() => {
    if (!result?.coordinates || applied.current === result.words) return;
    applied.current = result.words;
    setField('lat', String(result.coordinates.lat));
    setField('lon', String(result.coordinates.lon));
  }, [result, setField]);

  let status: string | null = null;
  if (lookup.words && lookup.isFetching) status = t('unitLocation.what3wordsChecking');
  else if (lookup.words && lookup.isError)
    status =
      isApiError(lookup.error) && (lookup.error.status === 404 || lookup.error.status === 400)
        ? t('geo.what3wordsNotFound')
        : t('geo.lookupFailed');
  else if (lookup.words && result)
    status = result.coordinates
      ? result.nearestPlace
        ? t('unitLocation.what3wordsNearest', { place: result.nearestPlace })
        : t('unitLocation.what3wordsPlaced')
      : t('unitLocation.what3wordsNoCoordinates');

  const point = coordinatesOf(values);
  const name = unitName.trim();

  return (
    <Fieldset legend={t('unitLocation.legend')} variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('unitLocation.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Stack gap="sm">
            <SimpleGrid cols={2} spacing="sm">
              {(['lat', 'lon'] as const).map((axis) => (
                <TextInput
                  key={axis}
                  label={t(axis === 'lat' ? 'unitLocation.latitude' : 'unitLocation.longitude')}
                  inputMode="decimal"
                  autoComplete="off"
                  error={errors[axis]}
                  {...register(axis)}
                />
              ))}
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('unitLocation.coordinateHint')}
            </Text>
            <TextInput
              label={t('unitLocation.what3words')}
              description={t('unitLocation.what3wordsHint')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.what3words}
              {...register('what3words')}
            />
            <Text size="sm" role="status" aria-live="polite" c="dimmed">
              {status}
            </Text>
          </Stack>
          <LocationMap
            value={point}
            onChange={(coordinates) => {
              setField('lat', String(coordinates.lat));
              setField('lon', String(coordinates.lon));
            }}
            // The latitude and longitude fields are the form's own, beside the map.
            coordinateFields={false}
            countryISO={countryIso}
            label={name ? t('unitLocation.mapLabel', { name }) : t('unitLocation.mapLabelNew')}
            height={220}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
