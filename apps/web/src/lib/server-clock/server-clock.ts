/**
 * The API's time as this device reckons it: the device clock plus the difference the last reply's
 * x-server-time showed. Countdowns to deadlines the server enforces (review, offer expiry, the 2-hour and
 * 72-hour answers) use it, so they agree with the server even when the device clock is wrong, or when a test clock
 * has moved the server on. The offset ignores the reply's time in flight: a countdown in seconds does not need it.
 */
let offsetMs = 0;

export function noteServerTime(header: string | null, deviceNow: number = Date.now()): void {
  if (!header) return;
  const server = Date.parse(header);
  if (Number.isFinite(server)) offsetMs = server - deviceNow;
}

export function serverNow(deviceNow: number = Date.now()): number {
  return deviceNow + offsetMs;
}
