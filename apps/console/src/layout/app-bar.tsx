import { Typography } from '@mui/material';
import { AppBar, TitlePortal, useTranslate } from 'react-admin';
import { readSession } from '../auth/session-storage';
import { areaOf } from '../auth/user-types';
import { ProjectSelector } from './project-selector';
import { TopLinks } from './top-links';

/**
 * Screen title (filled by each screen's <Title>), the top links, the project selector for users and the
 * greeting. react-admin adds the light/dark toggle (a darkTheme is configured) and the loading indicator.
 */
export const ShellAppBar = () => {
  const translate = useTranslate();
  const session = readSession();
  const greeting = session ? translate('app.welcome', { name: session.firstname }) : '';
  return (
    <AppBar userMenu={false}>
      {/* The title gives way first (ellipsis) when the bar is crowded. */}
      <TitlePortal component="h1" sx={{ fontSize: '1.15rem', minWidth: 0 }} />
      {session ? <TopLinks area={areaOf(session.usertype)} greeting={greeting} /> : null}
      {session?.usertype === 'users' ? <ProjectSelector /> : null}
      {session ? (
        <Typography component="p" variant="body1" noWrap sx={{ display: { xs: 'none', sm: 'block' }, flexShrink: 0, mx: 1 }}>
          {greeting}
        </Typography>
      ) : null}
    </AppBar>
  );
};
