/**
 * A deep link opened while signed out (e.g. /admin/invoices) goes to the login form as `/?next=/admin/invoices`,
 * so that signing in lands on the page asked for rather than the dashboard.
 */
const NEXT = 'next';

/** The login URL that remembers `path` (pathname + search), or `/` when there is nothing worth coming back to. */
export function loginUrl(path: string): string {
  const pathname = path.split('?')[0];
  if (pathname === '/' || pathname === '/login' || pathname === '/logout') return '/';
  return `/?${new URLSearchParams({ [NEXT]: path }).toString()}`;
}

/** The page asked for before signing in, if it is a path of this console (never another origin). */
export function nextPath(search: string): string | null {
  return consolePath(new URLSearchParams(search).get(NEXT));
}

/** `path` when it is a page of this console worth coming back to, else null. */
export function consolePath(path: string | null | undefined): string | null {
  // '//host' and '/\host' are other origins to a browser.
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return loginUrl(path) === '/' ? null : path;
}
