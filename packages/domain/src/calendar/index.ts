/**
 * The working-day calendar, a subpath of its own (@harvest/domain/calendar) so that the bank-holiday tables
 * reach only the code that imports them.
 */
export {
  bankHolidays,
  CALENDAR_TIME_ZONES,
  calendarPlace,
  DEFAULT_CALENDAR_REGIONS,
  type BankHoliday,
  type CalendarPlace,
} from './bank-holidays';
export {
  latestReviewAt,
  LISTING_LIFE_WORKING_DAYS,
  listingCloseAt,
  listingTimeline,
  reviewTimeIssue,
  type ListingTimeline,
  SCHEDULE_LEAD_WORKING_DAYS,
  scheduleCreateAt,
} from './trading-deadlines';
export { addWorkingDays, isWorkingDay, nextWorkingDay, workingDaysBetween } from './working-days';
export { invoiceDueDate } from './payment-due';
export { calendarDateIn, calendarTimeIn } from './calendar-date';
export { instantOf, isoDateOf, weekdayOf, zonedDay } from './zoned-time';
