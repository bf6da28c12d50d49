import { ApiError, isSession, unwrap, type Session, type TwoFactorChallenge } from '@atrium/api-client';
import type { AuthProvider } from 'react-admin';
import { api } from '../api';
import { clearStorage, readSession, saveSession } from './session-storage';
import { homePath } from './user-types';
import { errorText } from '../i18n/locale';

/** Where a signed-out person goes: the login form lives at the root (spec §2). */
const LOGIN = '/';

/**
 * react-admin asks checkAuth on every screen change; the server is asked once per page load and per
 * credential, then the answer is trusted until the page reloads (a revoked credential is still caught by
 * checkError on the next API call).
 */
let validated: { token: string; check: Promise<void> } | null = null;

function validateOnce(token: string): Promise<void> {
  if (validated?.token !== token) {
    const check = unwrap(api.POST('/api/auth/validate', { body: { token } })).then(
      (claims) =>
        saveSession({ token, usertype: claims.usertype, userId: claims.userId, firstname: claims.firstname, email: claims.email }),
      (error: unknown) => {
        // An unreachable server says nothing about the credential: keep the session and ask again next time.
        if (error instanceof ApiError && error.statusCode === 0) {
          validated = null;
          return;
        }
        throw error;
      },
    );
    validated = { token, check };
  }
  return validated.check;
}

/**
 * The shape react-admin expects from a rejected check: what to notify (false: nothing) and where to go.
 * react-admin then calls logout(), which clears the storage: clearing it here, before the notification
 * is shown, would make the shell leave before it could tell the person why.
 */
function signedOut(message: string | false) {
  return { message, redirectTo: LOGIN };
}

/** What signing in answers: where to go once signed in, or the second step the server asks for. */
export type SignInOutcome = { redirectTo: string } | { secondStep: TwoFactorChallenge };

/**
 * The password; the second step's challenge with a code (authenticator or recovery code); or the session
 * that setting up an authenticator at sign-in answered.
 */
export type SignInAttempt = { email: string; password: string } | { challenge: string; code: string } | { session: Session };

/** Keeps a session the server answered (after the password, the second step, or a setup at sign-in). */
export function acceptSession(session: Session): { redirectTo: string } {
  saveSession(session);
  validated = { token: session.token, check: Promise.resolve() };
  return { redirectTo: homePath(session.usertype) };
}

export const authProvider: AuthProvider = {
  async login(attempt: SignInAttempt): Promise<SignInOutcome> {
    if ('session' in attempt) return acceptSession(attempt.session);
    if ('challenge' in attempt) return acceptSession(await unwrap(api.POST('/api/auth/2fa', { body: attempt })));
    const answer = await unwrap(api.POST('/api/auth/login', { body: attempt }));
    return isSession(answer) ? acceptSession(answer) : { secondStep: answer };
  },

  async logout() {
    if (readSession()) {
      // Revoking on the server is best effort: signing out here must work even if it is already revoked.
      await unwrap(api.POST('/api/auth/logout')).catch(() => undefined);
    }
    clearStorage();
    validated = null;
    return LOGIN;
  },

  async checkAuth() {
    const session = readSession();
    if (!session) throw signedOut(false);
    try {
      await validateOnce(session.token);
    } catch (error) {
      throw signedOut(error instanceof Error ? errorText(error) : 'ra.auth.auth_check_error');
    }
  },

  async checkError(error: { status?: number; message?: string }) {
    // 401: the credential was revoked (e.g. password changed elsewhere). 403 keeps the session: the
    // screen shows the server's message instead.
    if (error?.status === 401) throw signedOut(error.message ? errorText(error) : 'ra.auth.auth_check_error');
  },

  async getIdentity() {
    const session = readSession();
    if (!session) throw signedOut(false);
    return { id: session.userId, fullName: session.firstname };
  },

  async getPermissions() {
    return readSession()?.usertype;
  },
};
