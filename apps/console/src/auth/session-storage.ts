import { isUserType, type UserType } from './user-types';

/** What the console keeps of a session (spec §3: the credential, the first name, ...). */
export interface StoredSession {
  token: string;
  usertype: UserType;
  userId: number;
  firstname: string;
  email: string;
}

// Plain keys, as the spec names them, so that the browser tests (and people debugging) can read them.
const keys = { token: 'token', usertype: 'usertype', userId: 'userId', firstname: 'firstname', email: 'email' } as const;

export function readToken(): string | null {
  return localStorage.getItem(keys.token);
}

export function readSession(): StoredSession | null {
  const token = localStorage.getItem(keys.token);
  const usertype = localStorage.getItem(keys.usertype);
  if (!token || !isUserType(usertype)) return null;
  return {
    token,
    usertype,
    userId: Number(localStorage.getItem(keys.userId)),
    firstname: localStorage.getItem(keys.firstname) ?? '',
    email: localStorage.getItem(keys.email) ?? '',
  };
}

export function saveSession(session: StoredSession): void {
  localStorage.setItem(keys.token, session.token);
  localStorage.setItem(keys.usertype, session.usertype);
  localStorage.setItem(keys.userId, String(session.userId));
  localStorage.setItem(keys.firstname, session.firstname);
  localStorage.setItem(keys.email, session.email);
}

/** The spec: signing out (or a credential that no longer validates) clears ALL local storage. */
export function clearStorage(): void {
  localStorage.clear();
}
