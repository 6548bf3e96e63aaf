import { latitudeSchema, longitudeSchema, messages, type Coordinates } from '@harvest/domain';
import { Fieldset, Group, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

interface CoordinateFieldsProps {
  value?: Coordinates | null;
  onChange: (coords: Coordinates) => void;
  /** What to do with the fields, said to whoever enters them. */
  hint: string;
}

type Field = 'lat' | 'lon';
type Drafts = Record<Field, string>;

const SCHEMAS: Record<Field, z.ZodType<number>> = { lat: latitudeSchema, lon: longitudeSchema };
const RANGE_MESSAGES: Record<Field, string> = {
  lat: messages.validation.latitude,
  lon: messages.validation.longitude,
};

const draftsOf = (value?: Coordinates | null): Drafts => ({
  lat: value ? String(value.lat) : '',
  lon: value ? String(value.lon) : '',
});

/** A typed coordinate checked by the domain's rule: the number, or the rule's message (empty is neither). */
export function parseCoordinate(field: Field, text: string): { value?: number; error?: string } {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  const number = Number(trimmed);
  // Not a number at all: the range message says what is wanted.
  if (!Number.isFinite(number)) return { error: RANGE_MESSAGES[field] };
  const result = SCHEMAS[field].safeParse(number);
  return result.success ? { value: result.data } : { error: result.error.issues[0]?.message ?? RANGE_MESSAGES[field] };
}

/**
 * Latitude and longitude typed by hand: the keyboard's way to place a point beside the map,
 * and the only way when the map cannot load. onChange fires once both are valid.
 */
export function CoordinateFields({ value, onChange, hint }: CoordinateFieldsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(value));
  const [touched, setTouched] = useState<Record<Field, boolean>>({ lat: false, lon: false });
  // The point the drafts last agreed with: a new point from the map replaces them, our own does not.
  const [shown, setShown] = useState<Coordinates | null | undefined>(value);
  if (value?.lat !== shown?.lat || value?.lon !== shown?.lon) {
    setShown(value);
    setDrafts(draftsOf(value));
    setTouched({ lat: false, lon: false });
  }

  const change = (field: Field, text: string) => {
    const next = { ...drafts, [field]: text };
    setDrafts(next);
    const lat = parseCoordinate('lat', next.lat).value;
    const lon = parseCoordinate('lon', next.lon).value;
    if (lat === undefined || lon === undefined || (lat === value?.lat && lon === value?.lon)) return;
    const coords = { lat, lon };
    setShown(coords);
    onChange(coords);
  };

  const field = (name: Field, label: string) => (
    <TextInput
      label={label}
      value={drafts[name]}
      inputMode="decimal"
      autoComplete="off"
      error={touched[name] ? parseCoordinate(name, drafts[name]).error : undefined}
      onChange={(event) => change(name, event.currentTarget.value)}
      onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
      style={{ flex: '1 1 9rem' }}
    />
  );

  return (
    <Fieldset legend={t('map.coordinatesLegend')} variant="unstyled" aria-describedby={hintId}>
      <Text size="sm" c="dimmed" id={hintId} mb="xs">
        {hint}
      </Text>
      <Group align="flex-start" gap="sm" wrap="wrap">
        {field('lat', t('map.latitude'))}
        {field('lon', t('map.longitude'))}
      </Group>
    </Fieldset>
  );
}
