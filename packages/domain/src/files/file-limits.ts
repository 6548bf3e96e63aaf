/** Spec platform §5 and §9, trading §9: files are up to 10 MB each. */
export const FILE_SIZE_MAX_BYTES = 10 * 1024 * 1024;

export function isWithinFileSizeLimit(bytes: number): boolean {
  return Number.isInteger(bytes) && bytes >= 0 && bytes <= FILE_SIZE_MAX_BYTES;
}
