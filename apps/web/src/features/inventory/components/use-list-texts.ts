import type { InventorySearchDoc, SearchReply } from '@harvest/domain';
import { useTranslation } from 'react-i18next';
import type { FacetedListTexts } from './faceted-list';

/** An inventory list's words, from its section of the catalogue; the summary line is the page's own. */
export function useListTexts(
  section: 'inventoryScreens.stock' | 'inventoryScreens.harvest' | 'inventoryScreens.movements',
  summary: (reply: SearchReply<InventorySearchDoc>) => string,
): FacetedListTexts {
  const { t } = useTranslation();
  return {
    loadError: t(`${section}.loadError`),
    summary,
    empty: t(`${section}.empty`),
    emptyHint: t(`${section}.emptyHint`),
    noMatch: t(`${section}.noMatch`),
    fileName: t(`${section}.fileName`),
  };
}
