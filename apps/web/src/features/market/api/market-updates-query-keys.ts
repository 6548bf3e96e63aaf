/** Market updates and the news feed; everything the editor changes refreshes the traders' views too. */
export const MARKET_UPDATES_QUERY_KEY = ['market-updates'] as const;
const EDITOR_KEY = [...MARKET_UPDATES_QUERY_KEY, 'editor'] as const;

export const editorMarketUpdatesQueryKey = (offset: number) => [...EDITOR_KEY, 'list', offset] as const;
export const editorMarketUpdateQueryKey = (id: string) => [...EDITOR_KEY, 'update', id] as const;
/** The poll answers for one person, from one start date. */
export const latestMarketUpdatesQueryKey = (userId: string, startDateUTC: string) =>
  [...MARKET_UPDATES_QUERY_KEY, 'latest', userId, startDateUTC] as const;
export const newsFeedQueryKey = () => [...MARKET_UPDATES_QUERY_KEY, 'news-feed'] as const;
