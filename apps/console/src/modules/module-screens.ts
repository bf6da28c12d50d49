import type { ReactElement } from 'react';
import type { MenuEntry, MenuGroup } from '../layout/menus';
import type { LazyPage } from '../routes/pages';
import type { Screen } from '../routes/screen';

/** What a project module brings to the console: its screens and its group of the user's side menu. */
export interface ModuleScreens {
  menu: MenuGroup & { module: NonNullable<MenuGroup['module']> };
  screens: Screen[];
}

/**
 * A screen of a module: a user's, shown once a project is chosen (project-gate.tsx). `menu` is the entry
 * marked as current while it is open (details → their list); by default the screen's own path.
 */
export const moduleScreen = (path: string, title: string, page: LazyPage, menu: string = path): Screen => ({
  path,
  area: 'users',
  title,
  menu,
  page,
  needsProject: true,
});

export const menuEntry = (to: string, label: string, icon: ReactElement): MenuEntry => ({ to, label, icon });
