import { matchPath, useLocation } from 'react-router-dom';
import { adminScreens } from './admin-screens';
import { clientScreens } from './client-screens';
import type { Screen } from './screen';
import { userScreens } from './user-screens';

/** The whole route table: every screen of every area, with the layout (app bar, menu, footer). */
export const screens: Screen[] = [...adminScreens, ...clientScreens, ...userScreens];

/** Area roots that are not screens themselves (the top 'Dashboard' link is /{area}). */
export const areaRedirects: Record<string, string> = {
  '/admin': '/admin/dashboard',
  '/client': '/client/dashboard',
};

export function findScreen(pathname: string): Screen | undefined {
  return screens.find((screen) => matchPath({ path: screen.path, end: true }, pathname));
}

/** The screen on display, for marking its menu entry (the menu lives outside the routed content). */
export function useCurrentScreen(): Screen | undefined {
  return findScreen(useLocation().pathname);
}
