import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { palettes } from './palette';

// react-admin's default themes (MUI under the hood): the console follows the system's light/dark setting
// until the person picks one with the toggle in the app bar. A calmer app bar than the default purple.
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, ...palettes.light },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, ...palettes.dark },
};
