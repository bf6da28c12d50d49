import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ShellAppBar } from './app-bar';
import { Footer } from './footer';
import { SessionGate } from './session-gate';
import { SideMenu } from './side-menu';

/**
 * The signed-in shell: app bar, side menu of the person's type, content, footer. Nothing of it renders
 * before the stored credential is validated (once per page load); an invalid one is sent back to `/`.
 */
export const AppLayout = ({ children }: { children?: ReactNode }) => (
  <SessionGate>
    <Layout appBar={ShellAppBar} menu={SideMenu}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%', flex: 1 }}>
        <Box sx={{ flex: 1 }}>{children}</Box>
        <Footer />
      </Box>
    </Layout>
  </SessionGate>
);
