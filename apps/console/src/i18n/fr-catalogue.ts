import frenchMessages from 'ra-language-french';
import { frenchErrorText, frenchFieldMessage } from './api-errors';
import { fr } from './fr';
import { frModuleCatalogue } from './fr-module-catalogue';
import { setErrorWords } from './locale';

/**
 * The French console, fetched only when someone reads it in French (i18n-provider.ts merges the parts in this
 * order): react-admin's own texts (ra-language-french), then ours (fr.ts, the modules' titles and names).
 * The API's errors in French come with it.
 */
export const frCatalogue = [frenchMessages, fr, frModuleCatalogue];

setErrorWords('fr', { message: frenchErrorText, field: frenchFieldMessage });
