import { Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout, useTranslate } from 'react-admin';
import { readSession } from '../auth/session-storage';
import { ShellAppBar } from './app-bar';
import { Footer } from './footer';
import { ProjectSelector } from './project-selector';
import { SessionGate } from './session-gate';
import { SideMenu } from './side-menu';

/**
 * The signed-in shell: app bar, side menu of the person's type, content, footer. Nothing of it renders
 * before the stored credential is validated (once per page load); an invalid one is sent back to `/`.
 */
export const AppLayout = ({ children }: { children?: ReactNode }) => (
  <SessionGate>
    {/* min-width 0 down to the content (react-admin lets the page grow as wide as its widest table): on
        narrow screens a wide table scrolls inside its card, and the app bar and menu stay in view. */}
    <Layout
      appBar={ShellAppBar}
      menu={SideMenu}
      sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%', flex: 1, minWidth: 0 }}>
        <PhoneHeader />
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
        <Footer />
      </Box>
    </Layout>
  </SessionGate>
);

/**
 * On phones the app bar has room for the screen's title only: the greeting (and a user's project selector)
 * open the content instead, in full.
 */
const PhoneHeader = () => {
  const translate = useTranslate();
  const session = readSession();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (!session || !isPhone) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Typography component="p" variant="subtitle1">
        {translate('app.welcome', { name: session.firstname })}
      </Typography>
      {session.usertype === 'users' ? <ProjectSelector /> : null}
    </Stack>
  );
};
