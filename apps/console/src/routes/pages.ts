import { createElement, lazy, type ComponentType } from 'react';

/** A page loaded on first visit; `preload()` fetches it ahead (e.g. the dashboards while the login form waits). */
export type LazyPage = ComponentType & { preload(): Promise<void> };

/**
 * React.lazy for modules with named exports (house style): `lazyPage(() => import('./x'), 'XPage')`. Once
 * loaded (or preloaded) the page renders straight away: React.lazy alone would still suspend on its first
 * render, and React holds a revealed Suspense fallback for a few hundred milliseconds.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[name] as ComponentType;
    });
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload });
}

// Shell pages shared by every area. Resource screens add their own lazyPage(...) next to their table entry.
export const ComingSoonPage = lazyPage(() => import('../pages/coming-soon-page'), 'ComingSoonPage');
export const DashboardPage = lazyPage(() => import('../pages/dashboard-page'), 'DashboardPage');
export const ChangePasswordPage = lazyPage(() => import('../pages/change-password-page'), 'ChangePasswordPage');
export const ApiAccessPage = lazyPage(() => import('../pages/api-access-page'), 'ApiAccessPage');
export const SendMailPage = lazyPage(() => import('../pages/send-mail-page'), 'SendMailPage');
