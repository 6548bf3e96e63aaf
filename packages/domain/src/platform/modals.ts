/**
 * Named modals (spec platform §2, "Modals"): opened by name and synced with the URL's `action`
 * query value, a comma-separated list with '~' standing for '/', the first item being the one
 * open. Modals stack newest first; only the first is active.
 */

/** The spec's modal names (platform §2 'Names', trading §2 'Trading-related modals'), as the action value writes them. */
export const MODAL_NAMES = [
  'business-unit-delete',
  'delete-error',
  'impersonate',
  'confirm',
  // Any list's filters, the help for the page, and the phone's navigation menu.
  'filters',
  'help',
  'mobile-menu',
  'privacy',
  'terms-and-conditions',
  'business-unit',
  'farm-details',
  'team-member-permissions-edit',
  'team-member-permissions-new',
  'business-unit-details',
  'organisation-details',
  'verified-buyer',
  // Trading, the buyer's side.
  'market-listing-specification',
  'view-trading-notes',
  'trading-terms',
  'bid-archive',
  'trade-request-notes',
  // Trading, the seller's side.
  'default-specification-edit',
  'end-listing',
  'buyer-details',
  'buyer-bid-notes',
  'bid-accept-confirmation',
  'trade-accepted',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

/** The query value that names the open modals. */
export const MODAL_ACTION_PARAM = 'action';

/** Spec §2: dialogs, fly-out and centred, are 576 px wide (a fly-out takes the whole width of a phone). */
export const MODAL_WIDTH_PX = 576;

export const MODAL_VARIANTS = ['flyout', 'centred'] as const;
export type ModalVariant = (typeof MODAL_VARIANTS)[number];

/** Spec §2: storing return data for a modal opened without a name is an error, in the spec's words. */
export const MODAL_NAME_REQUIRED = 'modalName must be specified';

/** Spec §2: an unknown modal name is an error; the message names it. */
export function unknownModalMessage(name: string): string {
  return `Unknown modal name: ${name}`;
}

export function isModalName(name: string): name is ModalName {
  return (MODAL_NAMES as readonly string[]).includes(name);
}

/** The names in an `action` value, newest first: '~' reads as '/', blanks are dropped, repeats keep their first place. */
export function parseModalActions(value: string | null | undefined): string[] {
  if (!value) return [];
  const names = value
    .split(',')
    .map((item) => item.trim().replaceAll('~', '/'))
    .filter((item) => item !== '');
  return [...new Set(names)];
}

export function formatModalActions(names: readonly string[]): string {
  return names.map((name) => name.replaceAll('/', '~')).join(',');
}

/**
 * The stack after opening `name`: it goes first. Opening one already open is ignored (the same
 * stack comes back), and so the caller can tell nothing changed.
 */
export function openModalInStack(
  stack: readonly string[],
  name: string | undefined,
  known: readonly string[] = MODAL_NAMES,
): readonly string[] {
  if (!name) throw new Error(MODAL_NAME_REQUIRED);
  if (!known.includes(name)) throw new Error(unknownModalMessage(name));
  if (stack.includes(name)) return stack;
  return [name, ...stack];
}

/** The stack after closing `name`, or the active (first) modal when no name is given. */
export function closeModalInStack(stack: readonly string[], name?: string): readonly string[] {
  if (stack.length === 0) return stack;
  const target = name ?? stack[0];
  return stack.includes(target ?? '') ? stack.filter((item) => item !== target) : stack;
}
