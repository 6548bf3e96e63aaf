import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

const dom = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};

describe('renderMarkdown (latest-updates rich text)', () => {
  it('renders headings, bold, italic, lists and links', () => {
    const html = dom(renderMarkdown('## New\n\n**Bold** and *italic*\n\n- one\n- two\n\n[Help](/help-centre)'));
    expect(html.querySelector('h2')?.textContent).toBe('New');
    expect(html.querySelector('strong')?.textContent).toBe('Bold');
    expect(html.querySelector('em')?.textContent).toBe('italic');
    expect(html.querySelectorAll('ul li')).toHaveLength(2);
    expect(html.querySelector('a')?.getAttribute('href')).toBe('/help-centre');
  });

  it('gives every link rel="noopener noreferrer", and opens other sites in a new tab', () => {
    const html = dom(renderMarkdown('[Ours](/help-centre) [Theirs](https://example.com/x)'));
    const [ours, theirs] = Array.from(html.querySelectorAll('a'));
    expect(ours?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(ours?.hasAttribute('target')).toBe(false);
    expect(theirs?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(theirs?.getAttribute('target')).toBe('_blank');
  });

  it('keeps images only over https', () => {
    const html = dom(renderMarkdown('![Safe](https://images.example/a.jpg) ![Plain](http://images.example/b.jpg)'));
    const images = Array.from(html.querySelectorAll('img'));
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Safe']);
  });

  it('strips scripts, event handlers, javascript: links, styles and forms', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(1)">' +
        '<p style="color:red">Red</p><form><input></form>\n\n[Click](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|onerror|href="javascript:|style=|<form|<input/i);
    expect(html).toContain('Red');
  });
});
