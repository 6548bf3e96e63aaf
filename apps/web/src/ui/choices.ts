/** A select's options for a fixed list of values (a domain enum), each in words. */
export function choices<V extends string>(values: readonly V[], label: (value: V) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}
