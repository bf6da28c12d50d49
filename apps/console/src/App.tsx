import { Admin, CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './auth/auth-provider';
import { dataProvider } from './data-provider/data-provider';
import { createQueryClient } from './data-provider/query-client';
import { i18nProvider } from './i18n/i18n-provider';
import { AppLayout } from './layout/app-layout';
import { darkTheme, lightTheme } from './layout/theme';
import { LogoutPage } from './pages/logout-page';
import { RootPage } from './pages/root-page';
import { screenRoutes } from './routes/screen-routes';

const queryClient = createQueryClient();

/**
 * The whole console. Every screen is a custom route at the spec's URL (see routes/); the root, the login
 * form and /logout live outside the layout because a signed-out person sees them.
 */
export const App = () => (
  <Admin
    authProvider={authProvider}
    dataProvider={dataProvider}
    queryClient={queryClient}
    i18nProvider={i18nProvider}
    layout={AppLayout}
    theme={lightTheme}
    darkTheme={darkTheme}
    loginPage={false}
    title="Atrium"
    disableTelemetry
  >
    <CustomRoutes noLayout>
      <Route path="/" element={<RootPage />} />
      <Route path="/login" element={<Navigate to="/" replace />} />
      <Route path="/logout" element={<LogoutPage />} />
    </CustomRoutes>
    <CustomRoutes>{screenRoutes}</CustomRoutes>
  </Admin>
);
