import frenchMessages from 'ra-language-french';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { frenchErrorText, frenchFieldMessage } from './api-errors';
import { fr } from './fr';
import { frModuleCatalogue } from './fr-module-catalogue';
import { setErrorWords } from './locale';

/**
 * The French console, fetched only when someone reads it in French (i18n-provider.ts): react-admin's own
 * texts (ra-language-french), then ours (fr.ts, the modules' titles and names), and the API's errors.
 */
export const frCatalogue = mergeTranslations(frenchMessages, fr, frModuleCatalogue) as TranslationMessages;

setErrorWords('fr', { message: frenchErrorText, field: frenchFieldMessage });
