import { LANGUAGE_KEY_PREFIX } from '../i18n/locale';
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
const keys = {
  token: 'token',
  usertype: 'usertype',
  userId: 'userId',
  firstname: 'firstname',
  email: 'email',
  project: 'project',
} as const;

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

/** The signed-in person's id: for a client, the client id their calls carry (spec §6). */
export function signedInUserId(): number {
  return readSession()?.userId ?? 0;
}

/** A user's current project (spec §3: kept in browser storage), or null before one is chosen. */
export function readCurrentProject(): number | null {
  const value = Number(localStorage.getItem(keys.project));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** Said on every switch, so that screens showing the project's figures follow it (use-current-project.ts). */
export const PROJECT_SWITCHED_EVENT = 'atrium:project-switched';

export function saveCurrentProject(id: number): void {
  localStorage.setItem(keys.project, String(id));
  window.dispatchEvent(new Event(PROJECT_SWITCHED_EVENT));
}

/**
 * The spec: signing out (or a credential that no longer validates) clears ALL local storage, but for the
 * language each person chose (i18n/locale.ts), which is no part of a session.
 */
export function clearStorage(): void {
  const kept = Object.keys(localStorage)
    .filter((key) => key === LANGUAGE_KEY_PREFIX || key.startsWith(`${LANGUAGE_KEY_PREFIX}.`))
    .map((key) => [key, localStorage.getItem(key) ?? ''] as const);
  localStorage.clear();
  for (const [key, value] of kept) localStorage.setItem(key, value);
}
