import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { en } from './en';
import { moduleCatalogue } from './module-catalogue';

const messages: Record<string, TranslationMessages> = {
  en: mergeTranslations(englishMessages, en, moduleCatalogue) as TranslationMessages,
};

// allowMissing: server messages (already human text) are passed to translate() and must come out as is.
export const i18nProvider = polyglotI18nProvider((locale) => messages[locale] ?? messages.en, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

let moduleTexts: Promise<void> | undefined;

/**
 * Adds the module screens' texts (en-modules.ts) to the catalogue, fetched once: started as soon as a user's
 * console starts, awaited by each module screen before it shows (ScreenFrame). react-admin's provider reads
 * its messages again when the locale is set, which is how they join.
 */
export function loadModuleTexts(): Promise<void> {
  moduleTexts ??= import('./en-modules').then(({ enModules }) => {
    messages.en = mergeTranslations(messages.en, enModules) as TranslationMessages;
    return i18nProvider.changeLocale('en');
  });
  return moduleTexts;
}

let webhookTexts: Promise<void> | undefined;

/** Adds the webhook screens' texts (en-webhooks.ts) to the catalogue, fetched once, awaited by those screens. */
export function loadWebhookTexts(): Promise<void> {
  webhookTexts ??= import('./en-webhooks').then(({ enWebhooks }) => {
    messages.en = mergeTranslations(messages.en, enWebhooks) as TranslationMessages;
    return i18nProvider.changeLocale('en');
  });
  return webhookTexts;
}
