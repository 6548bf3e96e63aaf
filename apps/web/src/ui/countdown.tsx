import { Text, type TextProps } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format/format-date-time';
import { useNow } from '../lib/server-clock/use-now';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const two = (value: number) => String(value).padStart(2, '0');

/**
 * What is left until a deadline, in the two largest units that matter: '2 d 3 h', '1 h 05 min', '4 min 09 s'.
 * Null once it has passed. Whole seconds are cut, never rounded up, so '0 min 00 s' is never shown early.
 */
export function countdownText(remainingMs: number, t: TFunction): string | null {
  if (remainingMs <= 0) return null;
  const days = Math.floor(remainingMs / DAY);
  const hours = Math.floor((remainingMs % DAY) / HOUR);
  const minutes = Math.floor((remainingMs % HOUR) / MINUTE);
  const seconds = Math.floor((remainingMs % MINUTE) / SECOND);
  if (days > 0) return t('trading.common.countdown.days', { days, hours });
  if (hours > 0) return t('trading.common.countdown.hours', { hours, minutes: two(minutes) });
  return t('trading.common.countdown.minutes', { minutes, seconds: two(seconds) });
}

interface CountdownProps extends Omit<TextProps, 'children'> {
  /** The deadline, an ISO timestamp. */
  to: string;
  /** What the deadline is, before the time left: 'Review in'. */
  label: string;
  /** Shown once the deadline has passed instead of the time left. */
  endedLabel?: string;
  /** Called once when the deadline passes while on screen (to fetch the new state). */
  onEnd?: () => void;
}

/**
 * A live countdown to a deadline (offers under review, a reopen request's 2 hours, a contract's 72 hours). It
 * ticks every second; a timer role keeps screen readers from announcing each tick, and the deadline itself is
 * there as a date for anyone who wants it.
 */
export function Countdown({ to, label, endedLabel, onEnd, ...textProps }: CountdownProps) {
  const { t } = useTranslation();
  const now = useNow();
  const remaining = new Date(to).getTime() - now;
  const left = countdownText(remaining, t);
  const ended = left === null;
  const told = useRef(ended);
  useEffect(() => {
    if (ended && !told.current) onEnd?.();
    told.current = ended;
  }, [ended, onEnd]);
  return (
    <Text component="span" size="sm" {...textProps}>
      {ended ? (
        (endedLabel ?? t('trading.common.countdown.ended'))
      ) : (
        <>
          {label}{' '}
          <Text component="time" dateTime={to} title={formatDateTime(to)} role="timer" fw={600} inherit>
            {left}
          </Text>
        </>
      )}
    </Text>
  );
}
