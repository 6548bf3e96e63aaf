import { MARKET_UPDATE_HTML } from '@harvest/domain';
import DOMPurify from 'isomorphic-dompurify';

/**
 * A market update's HTML as it is stored: only the domain's allow-list (MARKET_UPDATE_HTML) survives, and every
 * link tells the browser to give the opened page no way back to ours. Done without DOMPurify hooks, which are global
 * to the shared instance.
 */
export function sanitiseMarketHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    ...MARKET_UPDATE_HTML,
    ALLOWED_TAGS: [...MARKET_UPDATE_HTML.ALLOWED_TAGS],
    ALLOWED_ATTR: [...MARKET_UPDATE_HTML.ALLOWED_ATTR],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of fragment.querySelectorAll('a')) link.setAttribute('rel', 'noopener noreferrer');
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML.trim();
}
