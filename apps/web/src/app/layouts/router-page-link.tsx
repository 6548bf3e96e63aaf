import { Link } from 'react-router';
import type { PageLinkProps } from '../../ui/page-link';

/** ui/page-link's links inside the router: the router's own, so following one changes the page without a reload. */
export function RouterPageLink({ href, ...props }: PageLinkProps) {
  return <Link to={href} {...props} />;
}
