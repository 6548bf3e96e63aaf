import { addWorkingDays } from './working-days';

/** Trading spec: a listing stays live for one business day before closing automatically. */
export const LISTING_LIFE_WORKING_DAYS = 1;

/** Trading spec: listings in a schedule are created four working days before review time. */
export const SCHEDULE_LEAD_WORKING_DAYS = 4;

/** When a listing that went live at `liveAt` closes: the same time one working day later. */
export function listingCloseAt(liveAt: Date, countryISO: string, region?: string | null): Date {
  return addWorkingDays(liveAt, LISTING_LIFE_WORKING_DAYS, countryISO, region);
}

/** When a scheduled listing is created: the same time four working days before its review time. */
export function scheduleCreateAt(reviewAt: Date, countryISO: string, region?: string | null): Date {
  return addWorkingDays(reviewAt, -SCHEDULE_LEAD_WORKING_DAYS, countryISO, region);
}
