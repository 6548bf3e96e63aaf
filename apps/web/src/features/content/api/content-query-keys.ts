/** Everything the editor changes invalidates the readers' lists and the what's-new item too. */
export const CONTENT_QUERY_KEY = ['content'] as const;
export const EDITOR_QUERY_KEY = [...CONTENT_QUERY_KEY, 'editor'] as const;

export const editorLatestUpdatesQueryKey = (offset: number) => [...EDITOR_QUERY_KEY, 'list', offset] as const;
export const editorLatestUpdateQueryKey = (id: string) => [...EDITOR_QUERY_KEY, 'article', id] as const;
export const latestUpdatesQueryKey = (offset: number) => [...CONTENT_QUERY_KEY, 'latest-updates', offset] as const;
export const latestUpdateArticleQueryKey = (slug: string) =>
  [...CONTENT_QUERY_KEY, 'latest-update-article', slug] as const;
/** The what's-new item answers for one acting profile (its user types). */
export const latestUpdateQueryKey = (profileId: string) => [...CONTENT_QUERY_KEY, 'latest-update', profileId] as const;
