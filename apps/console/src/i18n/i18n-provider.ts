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
type Part = 'shell' | 'modules' | 'webhooks';
const parts: Record<Locale, Record<Part, () => Promise<object>>> = {
  en: {
    shell: () => Promise.resolve(english),
    modules: () => import('./en-modules').then((m) => m.enModules),
    webhooks: () => import('./en-webhooks').then((m) => m.enWebhooks),
  },
  fr: {
    shell: () => import('./fr-catalogue').then((m) => mergeTranslations(...m.frCatalogue) as TranslationMessages),
    modules: () => import('./fr-modules').then((m) => m.frModules),
    webhooks: () => import('./fr-webhooks').then((m) => m.frWebhooks),
  },
};
const fetched = new Map<string, Promise<object>>();
const once = (key: string, load: () => Promise<object>) => {
  let part = fetched.get(key);
  if (!part) fetched.set(key, (part = load()));
  return part;
};

/** The parts beyond the shell that some screen asked for: from then on part of the catalogue, in either language. */
const wanted = new Set<Part>(['shell']);

async function catalogue(locale: Locale): Promise<TranslationMessages> {
  const loaded = await Promise.all([...wanted].map((part) => once(`${locale}.${part}`, parts[locale][part])));
  return mergeTranslations(...loaded) as TranslationMessages;
}

const toLocale = (locale: string): Locale => (locale === 'fr' ? 'fr' : 'en');

// allowMissing: server messages (already human text) are passed to translate() and must come out as is.
const polyglot = polyglotI18nProvider(
  (locale) => (locale === 'en' && wanted.size === 1 ? english : catalogue(toLocale(locale))),
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

/** Adds a part of the catalogue (its texts in the current language and, later, in the other), fetched once. */
const joined = new Map<Part, Promise<void>>();
function join(part: Exclude<Part, 'shell'>): Promise<void> {
  let done = joined.get(part);
  if (!done) {
    wanted.add(part);
    // react-admin's provider reads its messages again when the locale is set, which is how they join.
    joined.set(part, (done = i18nProvider.changeLocale(i18nProvider.getLocale())));
  }
  return done;
}

/**
 * Adds the module screens' texts (en-modules.ts, or fr-modules.ts) to the catalogue: started as soon as a
 * user's console starts, awaited by each module screen before it shows (ScreenFrame).
 */
export const loadModuleTexts = (): Promise<void> => join('modules');

/** Adds the webhook screens' texts (en-webhooks.ts, or fr-webhooks.ts), awaited by those screens. */
export const loadWebhookTexts = (): Promise<void> => join('webhooks');
