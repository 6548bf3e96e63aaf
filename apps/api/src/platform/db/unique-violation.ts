/**
 * PostgreSQL's unique_violation (23505): the second of two racing writers of the same key lost. The driver's error
 * may be wrapped (Drizzle wraps it on PostgreSQL), so the whole chain of causes is looked through.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
