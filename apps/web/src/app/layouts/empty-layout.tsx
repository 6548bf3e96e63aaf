import { Outlet, ScrollRestoration } from 'react-router';
import { PageLinkProvider } from '../../ui/page-link';
import { AuthFrame } from './auth-frame';
import { RouterPageLink } from './router-page-link';

/** The signed-out and onboarding pages' layout inside the router: the auth frame, its links the router's. */
export function EmptyLayout() {
  return (
    <PageLinkProvider value={RouterPageLink}>
      <ScrollRestoration />
      <AuthFrame>
        <Outlet />
      </AuthFrame>
    </PageLinkProvider>
  );
}
