import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from '../shell/skip-link';

/** Pages that bring their own frame (sign-in, onboarding): nothing but the landmark. */
export function EmptyLayout() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Outlet />
    </main>
  );
}
