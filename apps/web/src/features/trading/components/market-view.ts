/** How the market shows its listings: a card each, a dense table, or a map of their areas. */
export const MARKET_VIEWS = ['cards', 'table', 'map'] as const;
export type MarketView = (typeof MARKET_VIEWS)[number];

/** The address's `view` value; the rest of the query is the search. */
export const MARKET_VIEW_PARAM = 'view';

const storageKey = (personId: string) => `harvest.market-view.${personId}`;

export const isMarketView = (value: string | null | undefined): value is MarketView =>
  (MARKET_VIEWS as readonly string[]).includes(value ?? '');

/** The view this person last chose on this device; cards when none (or storage is refused). */
export function readMarketView(personId: string | null): MarketView {
  if (!personId) return 'cards';
  try {
    const stored = window.localStorage.getItem(storageKey(personId));
    return isMarketView(stored) ? stored : 'cards';
  } catch {
    return 'cards';
  }
}

export function storeMarketView(personId: string | null, view: MarketView): void {
  if (!personId) return;
  try {
    window.localStorage.setItem(storageKey(personId), view);
  } catch {
    // Nowhere to keep it: the address still holds the view for this visit.
  }
}

/** The view the page shows: the address's when it names one, else the person's last choice. */
export const marketViewOf = (query: URLSearchParams, personId: string | null): MarketView => {
  const asked = query.get(MARKET_VIEW_PARAM);
  return isMarketView(asked) ? asked : readMarketView(personId);
};

/** Sort choices as one list (key and direction), in the order a merchant reaches for them. */
export const MARKET_SORT_CHOICES = [
  { sortBy: 'reviewAt', sortDesc: false },
  { sortBy: 'reviewAt', sortDesc: true },
  { sortBy: 'guidePrice', sortDesc: true },
  { sortBy: 'guidePrice', sortDesc: false },
  { sortBy: 'movementMonth', sortDesc: false },
  { sortBy: 'movementMonth', sortDesc: true },
  { sortBy: 'distance', sortDesc: false },
  { sortBy: 'distance', sortDesc: true },
  { sortBy: 'quantityMaxKg', sortDesc: true },
  { sortBy: 'quantityMaxKg', sortDesc: false },
] as const;
export type MarketSortChoice = (typeof MARKET_SORT_CHOICES)[number];
/** A choice's id, which is also its label's key in the catalogue: 'guidePriceDesc'. */
export const sortChoiceId = (choice: { sortBy: string; sortDesc: boolean }) =>
  `${choice.sortBy}${choice.sortDesc ? 'Desc' : 'Asc'}`;
