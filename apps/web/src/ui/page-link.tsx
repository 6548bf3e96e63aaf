import { createContext, useContext, type AnchorHTMLAttributes, type FunctionComponent, type Ref } from 'react';

export type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

/** A plain link: following it loads the app at that address. */
function PlainPageLink(props: PageLinkProps) {
  return <a {...props} />;
}

/**
 * What a link to another page of the app is drawn with. Inside the router it is the router's link (app/layouts
 * provide it), so the page changes without a reload; the sign-in page drawn before the router has loaded
 * (app/quick-sign-in.tsx) keeps the plain link.
 */
const PageLinkContext = createContext<FunctionComponent<PageLinkProps>>(PlainPageLink);

export const PageLinkProvider = PageLinkContext.Provider;

/** For Mantine's `component` prop: `<Anchor component={usePageLink()} href={...}>`. */
export function usePageLink(): FunctionComponent<PageLinkProps> {
  return useContext(PageLinkContext);
}
