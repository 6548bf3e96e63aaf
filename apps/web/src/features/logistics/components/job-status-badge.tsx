import type { JobDisplayStatus } from '@harvest/domain';
import { stateBadge } from '../../../ui/state-badge';

/**
 * A job's status (issue 22), 'upcoming' included: filled colours in the 9th shade, so the words read (axe: orange and
 * yellow at 9 fall short of 4.5:1 behind small white words).
 */
const COLOURS: Record<JobDisplayStatus, string> = {
  'awaiting-quotes': 'cyan.9',
  'out-for-quote': 'indigo.9',
  assigned: 'blue.9',
  booked: 'teal.9',
  upcoming: 'green.9',
  started: 'green.9',
  active: 'green.9',
  'in-transit': 'green.9',
  completed: 'gray.8',
  're-routed': 'violet.9',
  'cancelled-by-carrier': 'red.9',
  'cancelled-by-organiser': 'red.9',
  declined: 'red.9',
};

export const JobStatusBadge = stateBadge(COLOURS, (t, status) => t(`jobs.status.${status}`));
