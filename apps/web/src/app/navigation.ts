import type { ComponentType } from 'react';
import type { Catalogue } from '../lib/i18n/en-gb';
import { paths } from '../lib/paths';
import { MailIcon } from '../ui/icons/mail-icon';
import { StatusIcon } from '../ui/icons/status-icon';

/** Sections of the navbar, in the order they appear. */
export const navSections = [
  { id: 'platform', labelKey: 'nav.sections.platform' },
  { id: 'development', labelKey: 'nav.sections.development' },
] as const;

export type NavSectionId = (typeof navSections)[number]['id'];

export interface NavEntry {
  /** A key of the catalogue under `nav.`: add the label there first. */
  labelKey: `nav.${Exclude<keyof Catalogue['nav'], 'sections'>}`;
  path: string;
  section: NavSectionId;
  icon?: ComponentType<{ size?: number }>;
  /** Active only on this exact path, not on the pages beneath it (the home page). */
  end?: boolean;
}

/**
 * The navigation registry: each module adds its entries here as it arrives, and the
 * navbar shows them grouped by section. Development entries are for people working on
 * the platform; the API answers 404 for them in production.
 */
export const navigation: readonly NavEntry[] = [
  { labelKey: 'nav.status', path: paths.home, section: 'platform', icon: StatusIcon, end: true },
  { labelKey: 'nav.mailbox', path: paths.devMailbox, section: 'development', icon: MailIcon },
];

/** Entries grouped by section in section order; empty sections are left out. */
export function navigationBySection(entries: readonly NavEntry[] = navigation) {
  return navSections
    .map((section) => ({ ...section, entries: entries.filter((entry) => entry.section === section.id) }))
    .filter((section) => section.entries.length > 0);
}
