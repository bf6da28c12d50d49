import { useEffect, useRef } from 'react';
import { LoadingPage, useLogout, useNotify } from 'react-admin';

/** /logout (spec §2): revokes the credential, clears all local storage and lands on the login form. */
export const LogoutPage = () => {
  const logout = useLogout();
  const notify = useNotify();
  // StrictMode runs effects twice in development: sign out once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout({}, '/', false).then(() => notify('auth.logged_out', { type: 'success' }));
  }, [logout, notify]);
  return <LoadingPage loadingPrimary="auth.signing_out" loadingSecondary="" />;
};
