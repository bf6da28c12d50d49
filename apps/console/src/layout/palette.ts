/** The console's colours, shared by react-admin's themes and the login page (which loads without react-admin). */
export const palettes = {
  light: { primary: { main: '#1f5fa8' }, secondary: { main: '#183a63' } },
  dark: { primary: { main: '#8ab8f0' }, secondary: { main: '#1d2b3d' } },
} as const;
