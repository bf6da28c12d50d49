import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { readSession } from './auth/session-storage';
import { i18nProvider, loadModuleTexts } from './i18n/i18n-provider';
import { preferredLocale } from './i18n/locale';
import { areaRedirects, screens } from './routes/screens';

/**
 * The signed-in console (react-admin and every screen), loaded after the login page. A browser (not hash)
 * router: the spec's URLs are real paths (/admin/client-details/7) that the API answers with index.html.
 * A data router, so that react-admin can warn before leaving unsaved forms. Created when mounted, not on
 * import: prefetching this module must not start listening to the browser's history.
 */
export function ConsoleRoot() {
  const [router] = useState(() => {
    // A user's module texts, fetched beside the first screen rather than after it.
    if (readSession()?.usertype === 'users') void loadModuleTexts();
    return createBrowserRouter([{ path: '*', element: <App /> }]);
  });
  return <RouterProvider router={router} />;
}

/** The dashboards (where each area's root leads), fetched while the login form waits for the person to type. */
export function prefetchDashboards(): Promise<unknown> {
  const homes = new Set(['/users', ...Object.values(areaRedirects)]);
  return Promise.all(screens.filter((screen) => homes.has(screen.path)).map((screen) => screen.page.preload()));
}

/**
 * The signed-in person's language (i18n/locale.ts), its catalogue fetched before the console shows: the
 * French one only for those who read French.
 */
export async function startLocale(): Promise<void> {
  await i18nProvider.changeLocale(preferredLocale(readSession()));
}
