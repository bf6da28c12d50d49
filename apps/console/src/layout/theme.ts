import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { palettes } from './palette';

/**
 * Every react-admin form checks its own fields and shows each error beside its field, cleared as soon as the
 * field is right (issue 19): the browser's own checks (an e-mail input's bubble) would stop the submit first,
 * show one field at a time, and keep react-admin's errors from showing at all.
 */
const components = { RaSimpleForm: { defaultProps: { noValidate: true } } };

// react-admin's default themes (MUI under the hood): the console follows the system's light/dark setting
// until the person picks one with the toggle in the app bar. A calmer app bar than the default purple.
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, ...palettes.light },
  components: { ...defaultLightTheme.components, ...components },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, ...palettes.dark },
  components: { ...defaultDarkTheme.components, ...components },
};
