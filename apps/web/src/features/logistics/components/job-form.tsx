import {
  amendmentWindowClosedMessage,
  estimatedRoute,
  jobCreateSchema,
  jobUpdateSchema,
  JOB_MAX_STOPS,
  JOB_REFERENCE_MAX,
  JOB_TYPES,
  DRIVER_NOTES_MAX,
  type Coordinates,
  type JobCreate,
  type JobType,
  type JobUpdate,
  type JobView,
} from '@harvest/domain';
import { Alert, Button, Checkbox, Grid, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverNow } from '../../../lib/server-clock/server-clock';
import { useNow } from '../../../lib/server-clock/use-now';
import { MoneyInput } from '../../../ui/number-input';
import { SectionCard } from '../../../ui/section-card';
import {
  jobCreateBody,
  jobFormAmendable,
  jobFormReroutes,
  jobFormShowsPrice,
  jobFormValues,
  jobUpdateBody,
  newStop,
  type JobFormValues,
  type StopDraft,
} from './job-form-rules';
import { JobRoute } from './job-route';
import { StopCard } from './job-stop-card';

type Submitted = { kind: 'create'; body: JobCreate } | { kind: 'update'; body: JobUpdate };

interface JobFormProps {
  /** The job to change; a new job when left out. */
  job?: JobView;
  submitLabel: string;
  pending: boolean;
  failure: string | null;
  failureTitle: string;
  onSubmit: (submitted: Submitted) => void;
  onCancel: () => void;
}

/**
 * A job's form, new or changed (issue 22): what is hauled, the pickup, the reference, the driver's notes, the grain
 * sample and the stops, each found by address search or placed by a click on the map, with the estimated route
 * drawn. Changing a job a carrier has: a change of where, when or what is a re-route (said before saving), and the
 * agreed price and the notes may change only while a re-route keeps them open (§9). The rules are the domain's
 * schemas, so the form says what the API would.
 */
export function JobForm({ job, submitLabel, pending, failure, failureTitle, onSubmit, onCancel }: JobFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<JobFormValues>(() => jobFormValues(job));
  const [editing, setEditing] = useState(0);
  const [issues, setIssues] = useState<Record<string, string>>({});
  // The amendment window is read from the server's clock, a minute at a time: enough for a 72-hour window.
  const now = new Date(useNow(60_000));
  const set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setStops = (change: (stops: StopDraft[]) => StopDraft[]) =>
    setValues((current) => ({ ...current, stops: change(current.stops) }));
  const change = (index: number, patch: Partial<StopDraft>) =>
    setStops((stops) => stops.map((stop, at) => (at === index ? { ...stop, ...patch } : stop)));

  const { stops } = values;
  const located = stops.filter((stop) => stop.lat !== null && stop.lon !== null) as (StopDraft & Coordinates)[];
  const preview = located.length >= 2 ? estimatedRoute(located) : null;
  const carrierHasIt = jobFormShowsPrice(job);
  const reroutes = job ? jobFormReroutes(values, job) : false;
  const amendable = job ? jobFormAmendable(values, job, now) : true;
  const amendHint = amendable
    ? undefined
    : job?.reroutedAt
      ? amendmentWindowClosedMessage()
      : t('jobs.edit.amendAfterReroute');

  const submit = () => {
    const parsed = job
      ? jobUpdateSchema.safeParse(jobUpdateBody(values, job, new Date(serverNow())))
      : jobCreateSchema.safeParse(jobCreateBody(values));
    if (!parsed.success) {
      setIssues(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setIssues({});
    onSubmit(
      job ? { kind: 'update', body: parsed.data as JobUpdate } : { kind: 'create', body: parsed.data as JobCreate },
    );
  };

  return (
    <Stack gap="lg">
      {carrierHasIt && (
        <Alert color="blue" variant="light" title={reroutes ? t('jobs.edit.reroutesTitle') : undefined}>
          {reroutes ? t('jobs.edit.reroutes') : t('jobs.edit.rerouteHint')}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            <SectionCard title={t('jobs.page.details')}>
              <Stack gap="sm">
                <Select
                  label={t('jobs.form.type')}
                  data={JOB_TYPES.map((value) => ({ value, label: t(`jobs.types.${value}`) }))}
                  value={values.type}
                  allowDeselect={false}
                  onChange={(value) => value && set('type', value as JobType)}
                />
                <TextInput
                  type="datetime-local"
                  label={t('jobs.form.pickup')}
                  value={values.pickup}
                  required
                  error={issues.pickupAt}
                  onChange={(event) => set('pickup', event.currentTarget.value)}
                />
                <TextInput
                  label={job ? t('jobs.edit.reference') : t('jobs.form.reference')}
                  description={job ? undefined : t('jobs.form.referenceHint')}
                  value={values.reference}
                  maxLength={JOB_REFERENCE_MAX}
                  required={job !== undefined}
                  error={issues.reference}
                  onChange={(event) => set('reference', event.currentTarget.value)}
                />
                {carrierHasIt && (
                  <MoneyInput
                    label={t('jobs.edit.price')}
                    description={amendHint}
                    value={values.price}
                    min={0}
                    disabled={!amendable}
                    error={issues.priceMinor}
                    onChange={(value) => set('price', value)}
                  />
                )}
                <Textarea
                  label={t('jobs.form.driverNotes')}
                  description={amendHint}
                  value={values.driverNotes}
                  maxLength={DRIVER_NOTES_MAX}
                  rows={3}
                  disabled={!amendable}
                  error={issues.driverNotes}
                  onChange={(event) => set('driverNotes', event.currentTarget.value)}
                />
                <Checkbox
                  label={t('jobs.form.grainSample')}
                  checked={values.grainSample}
                  onChange={(event) => set('grainSample', event.currentTarget.checked)}
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
                    disabled={stops.length >= JOB_MAX_STOPS}
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
        <Alert color="red" title={failureTitle} role="alert">
          {failure}
        </Alert>
      )}
      <Group>
        <Button onClick={submit} loading={pending}>
          {submitLabel}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t('jobs.form.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
