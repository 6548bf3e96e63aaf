import { z } from '../zod';
import { messages } from '../i18n/messages';

/**
 * The UK (GB) driving licence number, 16 characters (DVLA):
 *  1-5   the first five letters of the surname, padded with 9s when it is shorter (MORGA, COX99);
 *  6     the decade digit of the year of birth;
 *  7-8   the month of birth, with 5 added to the first digit for women (01-12, 51-62);
 *  9-10  the day of birth (01-31, a day the month has);
 *  11    the last digit of the year of birth;
 *  12-13 the first two initials, the second a 9 when there is no middle name;
 *  14    a check digit (usually 9, lower to tell apart people whose first 13 characters agree);
 *  15-16 two computer check letters.
 * The licence shows two more digits after it (the issue number): they are not part of the driver number.
 */
const DRIVER_NUMBER =
  /^([A-Z]{5}|[A-Z]{4}9|[A-Z]{3}9{2}|[A-Z]{2}9{3}|[A-Z]9{4})(\d)(\d{2})(\d{2})(\d)([A-Z][A-Z9])(\d)([A-Z]{2})$/;

export const DRIVER_NUMBER_LENGTH = 16;

/** Upper case, no spaces: how people copy it off the card. */
export const normaliseDriverNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The birth date the number encodes is a real day (29 February only in a year divisible by four). */
function realBirthDay(decade: number, monthCode: number, day: number, yearDigit: number): boolean {
  const month = monthCode > 50 ? monthCode - 50 : monthCode;
  if (month < 1 || month > 12 || day < 1) return false;
  if (month === 2 && day === 29) return (decade * 10 + yearDigit) % 4 === 0;
  return day <= (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** A valid UK driving licence number, as written (normalise first to accept spaces and lower case). */
export function isDriverNumber(value: string): boolean {
  const match = DRIVER_NUMBER.exec(value);
  if (!match) return false;
  const [, , decade, month, day, year] = match;
  return realBirthDay(Number(decade), Number(month), Number(day), Number(year));
}

/** What the first 13 characters are made from. */
export interface DriverNumberPerson {
  surname: string;
  /** Given names in order: the first two initials are used. */
  givenNames: readonly string[];
  /** YYYY-MM-DD. */
  birthDate: string;
  female: boolean;
}

/**
 * The first 13 characters the DVLA derives from a person (surname letters only; a Mac or Mc prefix is written MC,
 * which taking the letters already does). The last three are the DVLA's to choose, so a person alone never gives a
 * whole number.
 */
export function driverNumberStem(person: DriverNumberPerson): string {
  const surname = person.surname
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 5)
    .padEnd(5, '9');
  const [year = '', month = '', day = ''] = person.birthDate.split('-');
  const monthCode = Number(month) + (person.female ? 50 : 0);
  const initials = person.givenNames
    .map((name) =>
      name
        .toUpperCase()
        .replace(/[^A-Z]/g, '')
        .charAt(0),
    )
    .filter(Boolean)
    .join('')
    .slice(0, 2)
    .padEnd(2, '9');
  return `${surname}${year.charAt(2)}${String(monthCode).padStart(2, '0')}${day}${year.charAt(3)}${initials}`;
}

/** A driver number field: spaces and case forgiven, then the rule above (§3 Driver, §8). */
export const driverNumberSchema = z
  .string()
  .max(40, messages.logistics.driverNumberInvalid)
  .overwrite(normaliseDriverNumber)
  .refine(isDriverNumber, messages.logistics.driverNumberInvalid);
