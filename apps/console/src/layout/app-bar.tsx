import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, ToggleThemeButton, useTranslate } from 'react-admin';
import { readSession } from '../auth/session-storage';
import { areaOf } from '../auth/user-types';
import { LanguageMenu } from './language-menu';
import { ProjectSelector } from './project-selector';
import { TopLinks } from './top-links';

/**
 * Screen title (filled by each screen's <Title>), the top links, the project selector for users and the
 * greeting; then the language switch, the light/dark toggle and react-admin's loading indicator.
 */
const toolbar = (
  <>
    <LanguageMenu />
    <ToggleThemeButton />
    <LoadingIndicator />
  </>
);

export const ShellAppBar = () => {
  const translate = useTranslate();
  const session = readSession();
  const greeting = session ? translate('app.welcome', { name: session.firstname }) : '';
  // On phones the greeting and the project selector open the content instead (app-layout.tsx): rendered once.
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <AppBar userMenu={false} toolbar={toolbar}>
      {/* On phones the title wraps onto a second line rather than being cut; wider, it gives way first. */}
      <TitlePortal
        component="h1"
        sx={{
          fontSize: { xs: '1rem', sm: '1.15rem' },
          lineHeight: 1.2,
          minWidth: 0,
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
          overflowWrap: 'break-word',
        }}
      />
      {session ? <TopLinks area={areaOf(session.usertype)} greeting={greeting} /> : null}
      {session?.usertype === 'users' && !isPhone ? <ProjectSelector /> : null}
      {session && !isPhone ? (
        <Typography component="p" variant="body1" noWrap sx={{ flexShrink: 0, mx: 1 }}>
          {greeting}
        </Typography>
      ) : null}
    </AppBar>
  );
};
