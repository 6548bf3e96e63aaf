import { DEFAULT_LOCALE } from '@harvest/domain';

const dateTime = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

/** A UTC ISO timestamp shown in the reader's time zone, en-GB style: '22 Nov 2025, 14:05'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
