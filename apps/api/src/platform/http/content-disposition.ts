/**
 * A Content-Disposition header naming the file (RFC 6266): a plain ASCII `filename` for old clients and the exact
 * name as UTF-8 in `filename*` (RFC 8187), so "Pièce jointe – récolte.pdf" downloads under its own name.
 */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      // Quotes, backslashes, control characters and anything beyond ASCII cannot sit in a quoted string safely.
      .replace(/[^\x20-\x7e]|["\\]/g, '_')
      .trim() || 'download';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
