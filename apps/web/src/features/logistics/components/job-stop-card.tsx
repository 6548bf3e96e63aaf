import { STOP_TYPES, WAYPOINT_TYPES } from '@harvest/domain';
import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressSearch } from '../../../ui/address-picker/address-search';
import type { StopDraft } from './job-form-rules';

export interface StopCardProps {
  index: number;
  stop: StopDraft;
  editing: boolean;
  error: string | undefined;
  onEdit: () => void;
  onChange: (patch: Partial<StopDraft>) => void;
  onRemove: (() => void) | undefined;
}

/** One stop: what happens there, what kind of place, its name, and where it is (searched, or a map click). */
export function StopCard({ index, stop, editing, error, onEdit, onChange, onRemove }: StopCardProps) {
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <Card
      withBorder
      padding="sm"
      component="fieldset"
      onFocusCapture={onEdit}
      onClick={onEdit}
      style={{ borderColor: editing ? 'var(--mantine-color-green-8)' : undefined, margin: 0 }}
    >
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5" component="legend">
            {t('jobs.form.stopTitle', { number })}
          </Title>
          {onRemove && (
            <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove}>
              {t('jobs.form.removeStop', { number })}
            </Button>
          )}
        </Group>
        <Group grow gap="xs" wrap="wrap">
          <Select
            label={t('jobs.form.stopType')}
            data={STOP_TYPES.map((value) => ({ value, label: t(`jobs.stopTypes.${value}`) }))}
            value={stop.type}
            allowDeselect={false}
            onChange={(value) => value && onChange({ type: value as StopDraft['type'] })}
          />
          <Select
            label={t('jobs.form.waypoint')}
            data={WAYPOINT_TYPES.map((value) => ({ value, label: t(`jobs.waypoints.${value}`) }))}
            value={stop.waypointType}
            allowDeselect={false}
            searchable
            onChange={(value) => value && onChange({ waypointType: value as StopDraft['waypointType'] })}
          />
        </Group>
        <AddressSearch
          countryISO="GB"
          onPicked={(resolved, picked) => {
            const coordinates = resolved.coordinates ?? picked.coordinates;
            onChange({
              name: stop.name || picked.label,
              addressLine: resolved.address.line1 || null,
              postcode: resolved.address.postcode || null,
              ...(coordinates ? { lat: coordinates.lat, lon: coordinates.lon } : {}),
            });
          }}
          onFailed={() => undefined}
          onManual={onEdit}
        />
        <TextInput
          label={t('jobs.form.stopName')}
          value={stop.name}
          maxLength={120}
          required
          onChange={(event) => onChange({ name: event.currentTarget.value })}
        />
        <Text
          size="sm"
          c={error ? 'red.8' : stop.lat === null ? 'dimmed' : undefined}
          role={error ? 'alert' : undefined}
        >
          {error ??
            (stop.lat !== null && stop.lon !== null
              ? t('jobs.form.located', { lat: stop.lat.toFixed(4), lon: stop.lon.toFixed(4) })
              : t('jobs.form.notLocated'))}
        </Text>
      </Stack>
    </Card>
  );
}
