import { useCallback } from 'react';
import { useAuthProvider, useNotificationContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SignInAttempt, SignInOutcome } from '../auth/auth-provider';
import { LoginScreen } from '../login/login-screen';
import { consolePath, nextPath } from '../login/next-path';

/**
 * The login form once react-admin is loaded (after signing out, or when a stored credential stopped
 * validating): signing in lands on the page asked for (`?next=`, or the page react-admin signed out from,
 * which it passes as `nextPathname`), else on the person's dashboard.
 */
export const LoginPage = () => {
  const authProvider = useAuthProvider();
  const { resetNotifications } = useNotificationContext();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const from = state as { nextPathname?: string; nextSearch?: string } | null;
  const next = nextPath(search) ?? consolePath(from?.nextPathname && from.nextPathname + (from.nextSearch ?? ''));
  const signIn = useCallback(
    async (attempt: SignInAttempt) => {
      const answer = (await authProvider!.login(attempt)) as SignInOutcome;
      if ('secondStep' in answer) return answer.secondStep;
      // As react-admin's useLogin (signing out already emptied its query cache), except that the page asked
      // for wins over the auth provider's home.
      resetNotifications();
      navigate(next ?? answer.redirectTo ?? '/', { replace: true });
    },
    [authProvider, resetNotifications, navigate, next],
  );
  return <LoginScreen signIn={signIn} />;
};
