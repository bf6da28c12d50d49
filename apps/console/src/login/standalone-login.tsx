import GlobalStyles from '@mui/material/GlobalStyles';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { palettes } from '../layout/palette';
import { LoginScreen, type SignIn } from './login-screen';

/** The theme react-admin would pick: the person's toggle if stored (react-admin's store), else the system's. */
function useMode(): 'light' | 'dark' {
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const stored = localStorage.getItem('RaStore.theme');
  if (stored === '"dark"' || stored === '"light"') return JSON.parse(stored) as 'light' | 'dark';
  return systemDark ? 'dark' : 'light';
}

/** The login form before react-admin is loaded (see main.tsx), in the console's own colours. */
export const StandaloneLogin = ({ signIn }: { signIn: SignIn }) => {
  const mode = useMode();
  const theme = useMemo(() => createTheme({ palette: { mode, ...palettes[mode] } }), [mode]);
  return (
    <ThemeProvider theme={theme}>
      {/* What react-admin's CssBaseline does for the shell, for the little the login page needs. */}
      <GlobalStyles styles={{ body: { margin: 0, colorScheme: mode, backgroundColor: theme.palette.background.default } }} />
      <LoginScreen signIn={signIn} />
    </ThemeProvider>
  );
};
