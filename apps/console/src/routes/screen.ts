import type { LazyPage } from './pages';
import type { Area } from '../auth/user-types';

/** One screen of the console: a row of the route table. */
export interface Screen {
  /** The spec's URL, with react-router params (`/admin/client-details/:id`). */
  path: string;
  /** Who may open it: the area of the signed-in person's type (admins → admin, ...). */
  area: Area;
  /** i18n key of the title: shown in the app bar, the browser tab and (for menu entries) the menu. */
  title: string;
  /** The menu entry (its `to`) marked as current while this screen is open, e.g. details → their list. */
  menu?: string;
  /** A module screen: it renders once a project is chosen (see project-gate.tsx). */
  needsProject?: boolean;
  /** The page, loaded on first visit so the login page downloads none of them. */
  page: LazyPage;
}
