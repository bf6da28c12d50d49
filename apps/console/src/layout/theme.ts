import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// react-admin's default themes (MUI under the hood): the console follows the system's light/dark setting
// until the person picks one with the toggle in the app bar. A calmer app bar than the default purple.
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: { main: '#1f5fa8' }, secondary: { main: '#183a63' } },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, primary: { main: '#8ab8f0' }, secondary: { main: '#1d2b3d' } },
};
