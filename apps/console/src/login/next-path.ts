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
  const next = new URLSearchParams(search).get(NEXT);
  // '//host' and '/\host' are other origins to a browser.
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
