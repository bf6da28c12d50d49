import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { setLoginTexts } from '../login/texts';
import { en } from './en';
import { LOCALES, setCurrentLocale, type Locale } from './locale';
import { moduleCatalogue } from './module-catalogue';

const english = mergeTranslations(englishMessages, en, moduleCatalogue) as TranslationMessages;

/**
 * The parts of each language's catalogue beyond the English shell, each fetched once when first needed:
 * French (fr-catalogue.ts) only when someone reads the console in French, so that the English download does
 * not grow; the module screens' texts (en-modules.ts, fr-modules.ts) only in a user's console.
 */
const parts: Record<Locale, { shell: () => Promise<TranslationMessages>; modules: () => Promise<object> }> = {
  en: {
    shell: () => Promise.resolve(english),
    modules: () => import('./en-modules').then((m) => m.enModules),
  },
  fr: {
    shell: () => import('./fr-catalogue').then((m) => mergeTranslations(...m.frCatalogue) as TranslationMessages),
    modules: () => import('./fr-modules').then((m) => m.frModules),
  },
};
const fetched = new Map<string, Promise<object>>();
const once = (key: string, load: () => Promise<object>) => {
  let part = fetched.get(key);
  if (!part) fetched.set(key, (part = load()));
  return part;
};

let withModules = false;

async function catalogue(locale: Locale): Promise<TranslationMessages> {
  const [shell, modules] = await Promise.all([
    once(`${locale}.shell`, parts[locale].shell),
    withModules ? once(`${locale}.modules`, parts[locale].modules) : {},
  ]);
  return mergeTranslations(shell, modules) as TranslationMessages;
}

const toLocale = (locale: string): Locale => (locale === 'fr' ? 'fr' : 'en');

// allowMissing: server messages (already human text) are passed to translate() and must come out as is.
const polyglot = polyglotI18nProvider(
  (locale) => (locale === 'en' && !withModules ? english : catalogue(toLocale(locale))),
  'en',
  [...LOCALES],
  { allowMissing: true },
);

/** react-admin's provider; the formatting helpers and the API errors follow its locale (locale.ts). */
export const i18nProvider = {
  ...polyglot,
  changeLocale: async (locale: string) => {
    await polyglot.changeLocale(locale);
    setCurrentLocale(polyglot.getLocale());
    // The login page shown after signing out speaks the same language.
    setLoginTexts(polyglot.getLocale() === 'fr' ? (await import('./fr')).fr : en);
  },
};

let moduleTexts: Promise<void> | undefined;

/**
 * Adds the module screens' texts (en-modules.ts, or fr-modules.ts) to the catalogue, fetched once: started as
 * soon as a user's console starts, awaited by each module screen before it shows (ScreenFrame). react-admin's
 * provider reads its messages again when the locale is set, which is how they join.
 */
export function loadModuleTexts(): Promise<void> {
  moduleTexts ??= Promise.resolve().then(() => {
    withModules = true;
    return i18nProvider.changeLocale(i18nProvider.getLocale());
  });
  return moduleTexts;
}
