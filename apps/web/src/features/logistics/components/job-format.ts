import type { TFunction } from 'i18next';

/** A driving time in hours and minutes ('1 h 05 min', or '45 min'). */
export function formatDuration(t: TFunction, seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('jobs.route.minutes', { minutes });
  return t('jobs.route.hoursMinutes', {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, '0'),
  });
}
