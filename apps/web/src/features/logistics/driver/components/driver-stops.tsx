import { currentStop, nextStop, type DriverJob } from '@harvest/domain';
import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../lib/format/format-date-time';

type StopState = 'done' | 'here' | 'next' | 'later';
const STATE_COLOURS: Record<StopState, string> = { done: 'gray.8', here: 'teal.9', next: 'blue.9', later: 'gray.8' };

/** The job's stops in order, each done, here, next or later, with when the driver arrived and left. */
export function DriverStops({ job }: { job: DriverJob }) {
  const { t } = useTranslation();
  const here = currentStop(job.stops);
  const next = job.status === 'completed' ? null : nextStop(job.stops);
  const stateOf = (stop: DriverJob['stops'][number]): StopState => {
    if (stop.id === here?.id) return 'here';
    if (stop.departedAt !== null || (job.status === 'completed' && stop.arrivedAt !== null)) return 'done';
    return stop.id === next?.id && !here ? 'next' : 'later';
  };
  return (
    <List type="ordered" spacing="sm">
      {job.stops.map((stop) => {
        const state = stateOf(stop);
        return (
          <List.Item key={stop.id} aria-current={state === 'here' ? 'step' : undefined}>
            <Stack gap={2}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{stop.name}</Text>
                <Badge color={STATE_COLOURS[state]} variant="filled">
                  {t(`driver.stopState.${state}`)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {[t(`jobs.stopTypes.${stop.type}`), stop.addressLine, stop.postcode].filter(Boolean).join(' · ')}
              </Text>
              {(stop.arrivedAt || stop.departedAt) && (
                <Text size="sm">
                  {[
                    stop.arrivedAt ? t('driver.arrivedAt', { time: formatTime(stop.arrivedAt) }) : null,
                    stop.departedAt ? t('driver.departedAt', { time: formatTime(stop.departedAt) }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              )}
            </Stack>
          </List.Item>
        );
      })}
    </List>
  );
}
