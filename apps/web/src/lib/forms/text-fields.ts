/** Text values as a form holds them: each named one of `source` (which may not exist yet), '' where it has none. */
export function textFields<K extends string>(
  source: Partial<Record<K, string | null>> | null | undefined,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, source?.[key] ?? ''])) as Record<K, string>;
}
