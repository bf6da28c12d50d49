import type { ReactNode } from 'react';
import { LoadingPage, useAuthState } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { readSession } from '../auth/session-storage';
import { loginUrl } from '../login/next-path';

/**
 * Shows the shell only to a validated session. Signed out: straight back to `/`, remembering the page asked
 * for (`?next=`). A stored credential that no longer validates: react-admin signs out (storage cleared, the
 * server's message notified) and goes to `/`.
 *
 * Why not react-admin's <Authenticated>: it re-checks after every sign-out in a component that does not
 * see the storage being cleared, so it keeps signing out and re-rendering, and the router's transition to
 * `/` never gets to commit. Here the component that runs the check also reads the storage, so the check
 * stops as soon as the session is gone.
 */
export const SessionGate = ({ children }: { children: ReactNode }) => {
  const session = readSession();
  const { pathname, search } = useLocation();
  const { isPending, isError } = useAuthState(undefined, true, { enabled: session !== null });
  if (!session) return <Navigate to={loginUrl(pathname + search)} replace />;
  if (isPending || isError) return <LoadingPage loadingPrimary="app.loading" loadingSecondary="" />;
  return <>{children}</>;
};
