import { MARKET_UPDATE_HTML } from '@harvest/domain';
import DOMPurify from 'dompurify';

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One DOMPurify of our own, so its settings never touch another user of the library. */
function sanitiser(): ReturnType<typeof DOMPurify> {
  purifier ??= DOMPurify(window);
  return purifier;
}

/**
 * A market update's HTML as the page shows it: the server sanitised it before storing it, and it is sanitised again
 * here with the same allow-list (the domain's MARKET_UPDATE_HTML), so a page never trusts what it was sent. Links open
 * in a new tab and give the opened page no way back to ours.
 */
export function sanitiseMarketHtml(html: string): string {
  const fragment = sanitiser().sanitize(html, {
    ...MARKET_UPDATE_HTML,
    ALLOWED_TAGS: [...MARKET_UPDATE_HTML.ALLOWED_TAGS],
    ALLOWED_ATTR: [...MARKET_UPDATE_HTML.ALLOWED_ATTR],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of fragment.querySelectorAll('a')) {
    link.setAttribute('rel', 'noopener noreferrer');
    link.setAttribute('target', '_blank');
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
