import { Navigate } from 'react-router-dom';
import { readSession } from '../auth/session-storage';
import { homePath } from '../auth/user-types';
import { LoginPage } from './login-page';

/**
 * `/`: the login form when signed out, the person's dashboard when signed in. A stored credential is
 * validated by the layout on arrival; if it no longer validates the person comes back here, signed out.
 */
export const RootPage = () => {
  const session = readSession();
  return session ? <Navigate to={homePath(session.usertype)} replace /> : <LoginPage />;
};
