import type { AssuranceStatus } from '../inventory/assurance';

/** What a farm says of its assurance scheme membership (the farm details). */
export interface FarmAssurance {
  assuranceStatus?: AssuranceStatus | undefined;
  /** The last day the membership is valid (yyyy-mm-dd); none given means it has no end date on record. */
  assuranceValidUntil?: string | undefined;
}

/**
 * Whether a farm is assured on a day (yyyy-mm-dd, the clock's date): a membership that is Valid or in its Grace
 * period, and not past its last valid day. A listing's farm-assured flag starts from this, so buyers do not read
 * 'No' for an assured farm.
 */
export function farmAssuredOn(details: FarmAssurance | null | undefined, day: string): boolean {
  const status = details?.assuranceStatus;
  if (status !== 'valid' && status !== 'grace') return false;
  const until = details?.assuranceValidUntil;
  return !until || until >= day;
}
