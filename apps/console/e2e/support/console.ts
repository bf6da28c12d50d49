import type { Page } from 'playwright-core';

/** Fills the login form at `/` and submits it with Enter, as a person would. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(email);
  // Required fields carry a '*' in their label, hence the patterns.
  const passwordInput = page.getByLabel(/^Password/);
  await passwordInput.fill(password);
  await passwordInput.press('Enter');
}

/** Waits until the browser shows `pathname` (client-side navigations included). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
}

// Expressions evaluated in the page, as strings: these files compile without the DOM library.
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate<string | null>("localStorage.getItem('token')");
}

export function storedKeys(page: Page): Promise<number> {
  return page.evaluate<number>('localStorage.length');
}

export function storeToken(page: Page, token: string): Promise<void> {
  return page.evaluate<void>(`localStorage.setItem('token', ${JSON.stringify(token)})`);
}
