import { data, matchRoutes, redirect, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { errorMessage } from '../../lib/forms/api-validation';
import { i18next } from '../../lib/i18n/i18n';
import { paths } from '../../lib/paths';
import { endSession } from '../../lib/session/end-session';
import { isAuthenticated } from '../../lib/session/session-selectors';
import { setSignInNotice } from '../../lib/session/sign-in-notice';
import { sessionStore } from '../../lib/storage/session-store';
import { tokenLogin } from '../../features/auth/api/token-login';
import { completeSignIn } from '../../features/auth/sign-in';
import { previousLocation } from './previous-location';
import { decideNavigation } from './route-guard';
import { paramsAreValid, readHandle } from './route-handle';
import { notify } from '../../ui/notifications/notify';

/**
 * The root route's loader: every navigation passes the guards before any page renders,
 * so a protected page never flashes for someone who may not see it.
 */
export function createGuardLoader(routes: () => RouteObject[]) {
  return async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
    const url = new URL(request.url);
    const matches = matchRoutes(routes(), url.pathname) ?? [];
    const handles = matches.map((match) => readHandle(match.route.handle));
    const decision = decideNavigation({
      url,
      handles,
      session: sessionStore.getSnapshot(),
      previous: previousLocation(),
    });

    switch (decision.kind) {
      case 'allow':
        if (!handles.every((handle, index) => paramsAreValid(handle, matches[index]?.params ?? {}))) {
          throw data(i18next.t('errors.pageNotFound'), { status: 404 });
        }
        return null;
      case 'unknown-guard':
        throw data(i18next.t('guards.unknownMiddleware', { name: decision.name }), { status: 500 });
      case 'token-login':
        throw await signInWithToken(decision.token, decision.continueTo);
      case 'redirect':
        if (decision.signOutWith) endSession(decision.signOutWith);
        if (decision.notify) {
          // Sticky: it stays on the page the redirect lands on and goes at the next route change.
          notify({ name: 'guard-notice', type: 'error', message: decision.notify, dismissible: true });
        }
        throw decision.replace ? replace(decision.to) : redirect(decision.to);
    }
  };
}

/** `continueTo` null: the landing path (a token on a sign-in page). */
async function signInWithToken(token: string, continueTo: string | null): Promise<Response> {
  try {
    const response = await tokenLogin(token);
    return redirect(completeSignIn(response, continueTo));
  } catch (error) {
    console.error('Token login failed', error);
    const message = errorMessage(error, i18next.t('auth.linkError'));
    // Someone already signed in keeps their session and carries on; anyone else signs in by hand.
    if (isAuthenticated(sessionStore.getSnapshot())) {
      notify({ name: 'token-login-failed', type: 'error', message, dismissible: true });
      return redirect(continueTo ?? paths.login());
    }
    setSignInNotice(message);
    return redirect(paths.login(continueTo));
  }
}
