/** The version of this build; the API answers 503 with x-offline when it is too old. */
export const APP_VERSION: string = __APP_VERSION__;

/** A short description of the client for the x-device-info header: 'web; <platform>'. */
export function deviceInfo(): string {
  const platform = typeof navigator === 'undefined' ? '' : navigator.platform;
  return `web; ${platform.trim() || 'unknown'}`;
}
