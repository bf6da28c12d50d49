import { enLogin } from '../i18n/en-login';

type Catalogue = { [key: string]: string | Catalogue };

let texts = enLogin as unknown as Catalogue;

/** The login page in another language (i18n/fr-login.ts): its catalogue, of en.ts's shape. */
export function setLoginTexts(catalogue: typeof enLogin | object): void {
  texts = catalogue as Catalogue;
}

/**
 * The catalogue's words for the login page, which loads before (and without) react-admin's i18n provider:
 * `text('auth.sign_in')`. Only plain texts: no %{placeholders} are needed before signing in.
 */
export function text(key: string): string {
  let node: string | Catalogue | undefined = texts;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : key;
}
