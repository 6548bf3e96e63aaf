/** Everything the editor changes invalidates the readers' lists and the what's-new item too. */
export const CONTENT_QUERY_KEY = ['content'] as const;
export const EDITOR_QUERY_KEY = ['content', 'editor'] as const;
