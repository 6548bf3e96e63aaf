/** Images load only over https (rich text and article images alike); anything else shows none. */
export function httpsImageUrl(url: string | null | undefined): string | null {
  return url && /^https:\/\//i.test(url) ? url : null;
}
