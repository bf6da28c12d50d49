import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { en } from './en';

const messages: Record<string, TranslationMessages> = {
  en: mergeTranslations(englishMessages, en) as TranslationMessages,
};

// allowMissing: server messages (already human text) are passed to translate() and must come out as is.
export const i18nProvider = polyglotI18nProvider((locale) => messages[locale] ?? messages.en, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
