import { messages } from '../i18n/messages';

/** Spec: Red Tractor membership numbers are 00/000/0000, with the statuses Valid and Grace. */
const RED_TRACTOR_PATTERN = /^\d{2}\/\d{3}\/\d{4}$/;
/** Spec trading-logistics §5: the Scottish assurance number is written F123456. */
const SCOTTISH_ASSURANCE_PATTERN = /^F\d{6}$/;
export const ASSURANCE_STATUSES = ['valid', 'grace'] as const;
export type AssuranceStatus = (typeof ASSURANCE_STATUSES)[number];

/** The message a membership number breaks for its scheme, or null. Other schemes are free text. */
export function membershipNumberIssue(scheme: string | undefined, membership: string | undefined): string | null {
  if (!membership) return null;
  if (scheme === 'red-tractor' && !RED_TRACTOR_PATTERN.test(membership)) return messages.inventory.redTractorMembership;
  if (scheme === 'scottish' && !SCOTTISH_ASSURANCE_PATTERN.test(membership))
    return messages.inventory.scottishMembership;
  return null;
}
