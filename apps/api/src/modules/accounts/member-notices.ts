import type { MemberNotice } from './ports';

/** A notice whose one, primary action leads to a page of the app (only such a notice is listed, platform §3). */
export function noticeLeadingTo(
  notice: Omit<MemberNotice, 'callToAction'>,
  action: { label: string; path: string },
): MemberNotice {
  return {
    ...notice,
    callToAction: { actions: [{ label: action.label, isPrimary: true, redirect: { path: action.path } }] },
  };
}
