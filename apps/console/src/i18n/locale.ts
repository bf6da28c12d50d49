import type { StoredSession } from '../auth/session-storage';

/** The console's languages: react-admin's locale codes. English is the default and ships in the first download. */
export type Locale = 'en' | 'fr';

export const LOCALES: ReadonlyArray<{ locale: Locale; name: string }> = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

/**
 * How each language writes numbers, money and dates (components/format.ts): English keeps the US number
 * format of CONSOLE.md (CA$1,234.50), French is Canada's (1 234,50 CA$).
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', fr: 'fr-CA' };

// Kept when signing out (session-storage.ts clears everything else): a person's choice, and this device's last.
export const LANGUAGE_KEY_PREFIX = 'language';
const personKey = (session: Pick<StoredSession, 'usertype' | 'userId'>) => `${LANGUAGE_KEY_PREFIX}.${session.usertype}.${session.userId}`;

const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'fr';

/** The first of the browser's languages (navigator.languages) the console speaks; English otherwise. */
export function browserLocale(): Locale {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return 'en';
}

/**
 * Signed in, the language the person chose (kept per person); signed out (the login page), the last one chosen
 * on this device; else the browser's.
 */
export function preferredLocale(session?: Pick<StoredSession, 'usertype' | 'userId'> | null): Locale {
  const chosen = localStorage.getItem(session ? personKey(session) : LANGUAGE_KEY_PREFIX);
  return isLocale(chosen) ? chosen : browserLocale();
}

/** Remembers a person's choice (and, for the login page, this device's). */
export function rememberLocale(session: Pick<StoredSession, 'usertype' | 'userId'> | null, locale: Locale): void {
  if (session) localStorage.setItem(personKey(session), locale);
  localStorage.setItem(LANGUAGE_KEY_PREFIX, locale);
}

let current: Locale = 'en';

/** The language on display: the formatting helpers (format.ts) and the API errors (api-errors.ts) follow it. */
export function currentLocale(): Locale {
  return current;
}

export function setCurrentLocale(locale: string): void {
  current = isLocale(locale) ? locale : 'en';
  if (typeof document !== 'undefined') document.documentElement.lang = current === 'fr' ? 'fr-CA' : 'en';
}

/** How a language says the API's errors (api-errors.ts): by code, and the known field messages. */
interface ErrorWords {
  message(code: string, message: string): string | undefined;
  field(message: string): string;
}
const errorWords: Partial<Record<Locale, ErrorWords>> = {};

export function setErrorWords(locale: Locale, words: ErrorWords): void {
  errorWords[locale] = words;
}

/**
 * An error's words in the language on display: in English the server's `message` as it comes (CONSOLE.md),
 * in another language the console's text for its `code` (an ApiError's, or a react-admin HttpError's
 * `body.code`), or the message as it comes when the code is unknown.
 */
export function errorText(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown; body?: { code?: unknown } } | null | undefined;
  const message = typeof e?.message === 'string' ? e.message : typeof error === 'string' ? error : '';
  const code = typeof e?.code === 'string' ? e.code : typeof e?.body?.code === 'string' ? e.body.code : undefined;
  return (code && errorWords[current]?.message(code, message)) || message;
}

/** A field's error message (errors[].message of a 400) in the language on display, where it is a known one. */
export function fieldErrorText(message: string): string {
  return errorWords[current]?.field(message) ?? message;
}
