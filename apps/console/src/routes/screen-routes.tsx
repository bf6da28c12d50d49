import { Navigate, Route } from 'react-router-dom';
import { ScreenFrame } from './screen-frame';
import { areaRedirects, screens } from './screens';

/** <Route> elements for react-admin's <CustomRoutes> (with the layout), built from the route table. */
export const screenRoutes = [
  ...screens.map((screen) => <Route key={screen.path} path={screen.path} element={<ScreenFrame screen={screen} />} />),
  ...Object.entries(areaRedirects).map(([from, to]) => <Route key={from} path={from} element={<Navigate to={to} replace />} />),
];
