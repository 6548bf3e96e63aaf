import DOMPurify from 'isomorphic-dompurify';

/**
 * Feed text as PostgreSQL can keep it: NUL dropped and half a surrogate pair made U+FFFD. A feed is not input to
 * refuse (storable-text.ts): it is cleaned.
 */
export function storableFeedText(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/g, (match) =>
      match.length === 2 ? `${match[0]}\uFFFD` : '\uFFFD',
    );
}

/** How much of a summary the news feed keeps: a card's worth. */
export const SUMMARY_MAX = 600;

/**
 * The words of some HTML, as a news summary shows them: scripts and styles dropped whole (not their text, as a
 * naive tag strip would keep), entities decoded, whitespace collapsed, cut at SUMMARY_MAX. Characters PostgreSQL
 * cannot store (NUL, lone surrogates) never reach it.
 */
export function plainTextOf(html: string): string {
  // Block ends become spaces, so "<p>one</p><p>two</p>" reads "one two".
  const spaced = html.replace(/<\/(p|li|h\d|div|blockquote)\s*>|<br\s*\/?>/gi, (tag) => `${tag} `);
  const fragment = DOMPurify.sanitize(spaced, { ALLOWED_TAGS: ['#text'], RETURN_DOM_FRAGMENT: true });
  const text = storableFeedText(fragment.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= SUMMARY_MAX ? text : `${text.slice(0, SUMMARY_MAX - 1).trimEnd()}…`;
}
