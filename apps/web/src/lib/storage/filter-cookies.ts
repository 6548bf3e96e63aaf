/** Search filters remembered in cookies start with this; sign-out clears them (spec §4). */
export const FILTER_COOKIE_PREFIX = 'harvest-filters';

export function clearFilterCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name?.startsWith(FILTER_COOKIE_PREFIX)) {
      document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
    }
  }
}
