import {
  estimatedRoute,
  jobCreateSchema,
  JOB_TYPES,
  STOP_TYPES,
  WAYPOINT_TYPES,
  type Coordinates,
  type JobStopInput,
  type JobType,
} from '@harvest/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/forms/api-validation';
import { paths } from '../../../lib/paths';
import { AddressSearch } from '../../../ui/address-picker/address-search';
import { BackLink } from '../../../ui/back-link';
import { notify } from '../../../ui/notifications/notify';
import { PageHeading } from '../../../ui/page-heading';
import { SectionCard } from '../../../ui/section-card';
import { usePageTitle } from '../../../ui/use-page-title';
import { useCreateJob } from '../api/job-writes';
import { JobRoute } from '../components/job-route';

type StopDraft = JobStopInput & { lat: number | null; lon: number | null };

const newStop = (type: StopDraft['type']): StopDraft => ({
  type,
  waypointType: type === 'load' ? 'farm' : 'mill',
  name: '',
  lat: null,
  lon: null,
});

/** Tomorrow at 08:00 on the device's clock, as a datetime-local value: the usual start of a haulage day. */
function tomorrowMorning(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  date.setHours(8, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * /logistics/jobs/new (issue 22): the organiser adds stops one by one, each found by address search or placed by a
 * click on the map, and sees the route drawn with its distance and driving time, said to be an estimate (the server
 * works out the route again when the job is made, with the routing service when one is configured).
 */
export function NewJobPage() {
  const { t } = useTranslation();
  usePageTitle(t('jobs.form.title'));
  const navigate = useNavigate();
  const create = useCreateJob();
  const [type, setType] = useState<JobType>('grain');
  const [pickup, setPickup] = useState(tomorrowMorning);
  const [reference, setReference] = useState('');
  const [driverNotes, setDriverNotes] = useState('');
  const [grainSample, setGrainSample] = useState(true);
  const [stops, setStops] = useState<StopDraft[]>([newStop('load'), newStop('unload')]);
  const [editing, setEditing] = useState(0);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = (index: number, patch: Partial<StopDraft>) =>
    setStops((current) => current.map((stop, at) => (at === index ? { ...stop, ...patch } : stop)));
  const located = stops.filter((stop) => stop.lat !== null && stop.lon !== null) as (StopDraft & Coordinates)[];
  const preview = located.length >= 2 ? estimatedRoute(located) : null;

  const submit = () => {
    setFailure(null);
    const body = {
      type,
      pickupAt: new Date(pickup).toISOString(),
      stops: stops.map((stop) => ({ ...stop, name: stop.name.trim() })),
      requireGrainSample: grainSample,
      ...(reference.trim() ? { reference: reference.trim() } : {}),
      ...(driverNotes.trim() ? { driverNotes: driverNotes.trim() } : {}),
    };
    const parsed = jobCreateSchema.safeParse(body);
    if (!parsed.success) {
      setIssues(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setIssues({});
    create.mutate(parsed.data, {
      onSuccess: (job) => {
        notify({ message: t('jobs.form.made', { reference: job.reference }), position: 'floating' });
        void navigate(paths.logisticsJob(job.id));
      },
      onError: (error) => setFailure(errorMessage(error, t('jobs.form.failed'))),
    });
  };

  return (
    <Stack gap="lg" maw={1200}>
      <BackLink to={paths.logisticsJobs}>{t('jobs.page.back')}</BackLink>
      <PageHeading title={t('jobs.form.title')} intro={t('jobs.form.intro')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            <SectionCard title={t('jobs.page.details')}>
              <Stack gap="sm">
                <Select
                  label={t('jobs.form.type')}
                  data={JOB_TYPES.map((value) => ({ value, label: t(`jobs.types.${value}`) }))}
                  value={type}
                  allowDeselect={false}
                  onChange={(value) => value && setType(value as JobType)}
                />
                <TextInput
                  type="datetime-local"
                  label={t('jobs.form.pickup')}
                  value={pickup}
                  required
                  error={issues.pickupAt}
                  onChange={(event) => setPickup(event.currentTarget.value)}
                />
                <TextInput
                  label={t('jobs.form.reference')}
                  description={t('jobs.form.referenceHint')}
                  value={reference}
                  maxLength={30}
                  error={issues.reference}
                  onChange={(event) => setReference(event.currentTarget.value)}
                />
                <Textarea
                  label={t('jobs.form.driverNotes')}
                  value={driverNotes}
                  maxLength={1000}
                  autosize
                  minRows={2}
                  onChange={(event) => setDriverNotes(event.currentTarget.value)}
                />
                <Checkbox
                  label={t('jobs.form.grainSample')}
                  checked={grainSample}
                  onChange={(event) => setGrainSample(event.currentTarget.checked)}
                />
              </Stack>
            </SectionCard>
            <SectionCard title={t('jobs.form.stopsTitle')}>
              <Stack gap="md">
                {issues.stops && (
                  <Alert color="red" variant="light" role="alert">
                    {issues.stops}
                  </Alert>
                )}
                {stops.map((stop, index) => (
                  <StopCard
                    key={index}
                    index={index}
                    stop={stop}
                    editing={editing === index}
                    error={issues[`stops.${index}`] ?? issues[`stops.${index}.name`]}
                    onEdit={() => setEditing(index)}
                    onChange={(patch) => change(index, patch)}
                    onRemove={
                      stops.length > 2
                        ? () => {
                            setStops((current) => current.filter((_, at) => at !== index));
                            setEditing(0);
                          }
                        : undefined
                    }
                  />
                ))}
                <Group>
                  <Button
                    variant="light"
                    onClick={() => {
                      setStops((current) => [...current, newStop('unload')]);
                      setEditing(stops.length);
                    }}
                    disabled={stops.length >= 25}
                  >
                    {t('jobs.form.addStop')}
                  </Button>
                </Group>
              </Stack>
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SectionCard title={t('jobs.route.title')}>
            <Stack gap="xs">
              <Text size="sm">{t('jobs.form.pickOnMap')}</Text>
              <JobRoute
                stops={stops.map((stop, index) => ({
                  name: stop.name || t('jobs.form.stopTitle', { number: index + 1 }),
                  lat: stop.lat,
                  lon: stop.lon,
                }))}
                route={preview}
                onPick={(coords) => change(editing, { lat: coords.lat, lon: coords.lon })}
              />
            </Stack>
          </SectionCard>
        </Grid.Col>
      </Grid>
      {failure && (
        <Alert color="red" title={t('jobs.form.failed')} role="alert">
          {failure}
        </Alert>
      )}
      <Group>
        <Button onClick={submit} loading={create.isPending}>
          {t('jobs.form.submit')}
        </Button>
        <Button variant="default" onClick={() => void navigate(paths.logisticsJobs)}>
          {t('jobs.form.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

interface StopCardProps {
  index: number;
  stop: StopDraft;
  editing: boolean;
  error: string | undefined;
  onEdit: () => void;
  onChange: (patch: Partial<StopDraft>) => void;
  onRemove: (() => void) | undefined;
}

/** One stop: what happens there, what kind of place, its name, and where it is (searched, or a map click). */
function StopCard({ index, stop, editing, error, onEdit, onChange, onRemove }: StopCardProps) {
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
