import DOMPurify from 'dompurify';
import { Marked } from 'marked';

/**
 * Markdown as the latest-updates editor writes it (headings, bold, italic, links, lists),
 * turned into HTML that is safe to put in the page: whatever the Markdown holds, raw HTML
 * included, goes through DOMPurify. Links never hand the opened page a way back to ours
 * (rel="noopener noreferrer"; other sites open in a new tab), and images load only over https.
 */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'];

let purifier: ReturnType<typeof DOMPurify> | null = null;

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href) && !href.startsWith(`${window.location.origin}/`);
}

/** One DOMPurify of our own, so its hooks never touch another user of the library. */
function sanitiser(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('rel', 'noopener noreferrer');
      const href = node.getAttribute('href') ?? '';
      if (isExternal(href)) node.setAttribute('target', '_blank');
      else node.removeAttribute('target');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!/^https:\/\//i.test(src)) node.remove();
      else node.setAttribute('loading', 'lazy');
    }
  });
  purifier = instance;
  return instance;
}

export function renderMarkdown(source: string): string {
  const html = markdown.parse(source) as string;
  return sanitiser().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style'],
  });
}
