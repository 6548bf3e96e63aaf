/** Trading-logistics §9: spot prices are shown for the last 52 weeks. */
export const SPOT_PRICE_WEEKS = 52;

/** §4, §9: market-insight notifications are polled at load and every 120,000 ms. */
export const MARKET_UPDATES_POLL_MS = 120_000;

/** §4: the poll sends the last-dismissed date; before any dismissal, this one. */
export const MARKET_UPDATES_DEFAULT_START = '2020-01-01';
