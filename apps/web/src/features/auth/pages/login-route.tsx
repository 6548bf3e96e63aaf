import { useNavigate, useSearchParams } from 'react-router';
import { LoginPage } from './login-page';

/** Sign-in inside the router (after a sign-out, or a link from another signed-out page). */
export function LoginRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return <LoginPage redirect={params.get('redirect')} onSignedIn={(path) => navigate(path, { replace: true })} />;
}
