import { stateBadge } from '../../../ui/state-badge';

/** Where a quote stands (§4 Quote), in words; the accepted one stands out in green. */
export const QuoteStatusBadge = stateBadge(
  {
    requested: 'blue.9',
    'awaiting-pricing': 'blue.9',
    submitted: 'violet.9',
    accepted: 'teal.9',
    declined: 'red.9',
    cancelled: 'gray.8',
  },
  (t, status) => t(`quotes.statuses.${status}`),
);

/** Where the job stands (§4 Job), as the quote screens name it. */
export const JobStatusBadge = stateBadge(
  {
    'awaiting-quotes': 'blue.9',
    'out-for-quote': 'violet.9',
    assigned: 'teal.9',
    booked: 'teal.9',
    started: 'teal.9',
    active: 'teal.9',
    'in-transit': 'teal.9',
    completed: 'gray.8',
    're-routed': 'orange.9',
    'cancelled-by-carrier': 'red.9',
    'cancelled-by-organiser': 'red.9',
    declined: 'red.9',
  },
  (t, status) => t(`quotes.jobStatuses.${status}`),
);
