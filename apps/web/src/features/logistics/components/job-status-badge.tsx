import type { JobDisplayStatus } from '@harvest/domain';
import { AMBER, stateBadge } from '../../../ui/state-badge';

/**
 * A job's status (issue 22), 'upcoming' included: amber while the organiser has to ask carriers, then filled colours
 * dark enough for small white words (axe; yellow.9, orange.9 and green.9 are not).
 */
const COLOURS: Record<JobDisplayStatus, string> = {
  'awaiting-quotes': AMBER,
  'out-for-quote': 'blue.9',
  assigned: 'indigo.9',
  booked: 'teal.9',
  upcoming: 'teal.9',
  started: 'cyan.9',
  active: 'cyan.9',
  'in-transit': 'cyan.9',
  completed: 'gray.8',
  're-routed': 'violet.9',
  'cancelled-by-carrier': 'red.9',
  'cancelled-by-organiser': 'red.9',
  declined: 'red.9',
};

export const JobStatusBadge = stateBadge(COLOURS, (t, status) => t(`jobs.status.${status}`));
