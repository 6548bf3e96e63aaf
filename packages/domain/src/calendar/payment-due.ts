import { addWorkingDays } from './working-days';

/**
 * Issue 21 settlement: an invoice falls due its contract's payment days after its date, counted in working days on
 * the calendar where the business is (weekends and bank holidays do not count).
 */
export const invoiceDueDate = (invoiceDate: Date, paymentDays: number, countryISO: string, region?: string | null) =>
  addWorkingDays(invoiceDate, paymentDays, countryISO, region);
