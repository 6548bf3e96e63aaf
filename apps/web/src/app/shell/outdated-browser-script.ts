import { OUTDATED_CHROME_MAX_VERSION, OUTDATED_EDGE_MAX_VERSION, outdatedBrowserCheck } from '@harvest/domain';
import { sharedCatalogue } from '../../lib/i18n/catalogue/shared';

/** The id of the banner the classic script shows. */
export const STATIC_OUTDATED_BANNER_ID = 'outdated-browser-static';
/** Set on <html> by the classic script when it will show its banner, before the app starts. */
export const STATIC_OUTDATED_BANNER_MARK = 'data-outdated-browser';

/** Whether the classic script has taken the banner on (so the app does not show a second one). */
export function staticOutdatedBannerShown(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(STATIC_OUTDATED_BANNER_MARK);
}

/**
 * A classic script (no modules, syntax Internet Explorer 11 runs) that shows the out-of-date
 * browser banner without the app: the browsers the spec flags (IE 11, Chrome <= 60, Edge <= 20)
 * cannot run the app's module bundle, so the React banner never reaches them. The rule is the
 * domain's own function, serialised; the words are the catalogue's.
 */
export function outdatedBrowserScript(): string {
  const text = sharedCatalogue.shell.outdatedBrowser;
  const json = (value: string | number) => JSON.stringify(value);
  return `(function () {
  var check = ${outdatedBrowserCheck.toString()};
  if (!check(navigator.userAgent, ${json(OUTDATED_CHROME_MAX_VERSION)}, ${json(OUTDATED_EDGE_MAX_VERSION)})) return;
  document.documentElement.setAttribute(${json(STATIC_OUTDATED_BANNER_MARK)}, '');
  function paragraph(words, css) {
    var p = document.createElement('p');
    p.style.cssText = css;
    p.appendChild(document.createTextNode(words));
    return p;
  }
  function show() {
    if (document.getElementById(${json(STATIC_OUTDATED_BANNER_ID)})) return;
    var box = document.createElement('section');
    box.id = ${json(STATIC_OUTDATED_BANNER_ID)};
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', ${json(text.label)});
    box.style.cssText = 'padding:16px;background:#fff9db;color:#212529;border-bottom:1px solid #c9a227;font-family:Arial,sans-serif;';
    box.appendChild(paragraph(${json(text.title)}, 'margin:0 0 4px;font-weight:700;'));
    box.appendChild(paragraph(${json(text.body)}, 'margin:0;'));
    document.body.insertBefore(box, document.body.firstChild);
  }
  if (document.body) show();
  else document.addEventListener('DOMContentLoaded', show);
})();
`;
}
