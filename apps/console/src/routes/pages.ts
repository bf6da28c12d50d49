import { lazy, type ComponentType } from 'react';

/** React.lazy for modules with named exports (house style): `lazyPage(() => import('./x'), 'XPage')`. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// Shell pages shared by every area. Resource screens add their own lazyPage(...) next to their table entry.
export const ComingSoonPage = lazyPage(() => import('../pages/coming-soon-page'), 'ComingSoonPage');
export const DashboardPage = lazyPage(() => import('../pages/dashboard-page'), 'DashboardPage');
export const ChangePasswordPage = lazyPage(() => import('../pages/change-password-page'), 'ChangePasswordPage');
export const ApiAccessPage = lazyPage(() => import('../pages/api-access-page'), 'ApiAccessPage');
