import { setLoginTexts } from '../login/texts';
import { frenchErrorText, frenchFieldMessage } from './api-errors';
import { fr } from './fr';
import { setCurrentLocale, setErrorWords } from './locale';

/** The login page in French (main.tsx fetches this first when the browser, or this device's last choice, says so). */
setLoginTexts(fr);
setErrorWords('fr', { message: frenchErrorText, field: frenchFieldMessage });
setCurrentLocale('fr');
