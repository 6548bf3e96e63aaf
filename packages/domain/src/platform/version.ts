const VERSION_PATTERN = /^(\d+)\.(\d+)\.(\d+)/;

function parts(version: string): [number, number, number] | null {
  const match = VERSION_PATTERN.exec(version.trim().replace(/^v/, ''));
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * True when a client's version is older than the oldest one the server still supports.
 * An unreadable version is not treated as old: the header is advisory, and a client
 * we cannot judge should not be locked out.
 */
export function isClientOutOfDate(clientVersion: string, minimumVersion: string): boolean {
  const client = parts(clientVersion);
  const minimum = parts(minimumVersion);
  if (!client || !minimum) return false;
  for (let i = 0; i < 3; i += 1) {
    const c = client[i] as number;
    const m = minimum[i] as number;
    if (c !== m) return c < m;
  }
  return false;
}
