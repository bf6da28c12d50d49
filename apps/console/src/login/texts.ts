import { en } from '../i18n/en';

type Catalogue = { [key: string]: string | Catalogue };

/**
 * The catalogue's words for the login page, which loads before (and without) react-admin's i18n provider:
 * `text('auth.sign_in')`. Only plain texts: no %{placeholders} are needed before signing in.
 */
export function text(key: string): string {
  let node: string | Catalogue | undefined = en as unknown as Catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : key;
}
