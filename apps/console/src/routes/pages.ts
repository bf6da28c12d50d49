import { createElement, lazy, type ComponentType } from 'react';

/**
 * A page loaded on first visit; `preload()` fetches it ahead (e.g. the dashboards while the login form waits).
 * A screen's page takes no props; one shared by several screens is given each one's (`pageWith`).
 */
export type LazyPage<P extends object = object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * React.lazy for modules with named exports (house style): `lazyPage(() => import('./x'), 'XPage')`. Once
 * loaded (or preloaded) the page renders straight away: React.lazy alone would still suspend on its first
 * render, and React holds a revealed Suspense fallback for a few hundred milliseconds.
 */
export function lazyPage<M extends Record<string, unknown>, N extends keyof M & string>(
  load: () => Promise<M>,
  name: N,
): LazyPage<PropsOf<M[N]>> {
  type P = PropsOf<M[N]>;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[name] as ComponentType<P>;
    });
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  const Page = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload });
}

type PropsOf<C> = C extends ComponentType<infer P extends object> ? P : never;

/** A page shared by several screens, given one screen's props: `pageWith(CrudList, { crud })`. */
export const pageWith = <P extends object>(page: LazyPage<P>, props: P): LazyPage =>
  Object.assign(() => createElement(page, props), { preload: page.preload });

// Shell pages shared by every area. Resource screens add their own lazyPage(...) next to their table entry.
export const ComingSoonPage = lazyPage(() => import('../pages/coming-soon-page'), 'ComingSoonPage');
export const DashboardPage = lazyPage(() => import('../pages/dashboard-page'), 'DashboardPage');
export const ChangePasswordPage = lazyPage(() => import('../pages/change-password-page'), 'ChangePasswordPage');
export const ApiAccessPage = lazyPage(() => import('../pages/api-access-page'), 'ApiAccessPage');
export const SendMailPage = lazyPage(() => import('../pages/send-mail-page'), 'SendMailPage');
