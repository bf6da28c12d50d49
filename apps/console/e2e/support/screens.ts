import type { Locator, Page } from 'playwright-core';
import { waitFor } from '@atrium/testing';

/** The number at the end of the current path (/admin/client-details/7 → 7). */
export function idInPath(page: Page): number {
  return Number(new URL(page.url()).pathname.split('/').pop());
}

export async function waitForPathMatching(page: Page, pattern: RegExp): Promise<void> {
  await page.waitForURL((url) => pattern.test(url.pathname), { timeout: 15_000 });
}

/**
 * Fills a form by its labels (the label's start: required ones end with ' *') and saves it, e.g.
 * `saveForm(page, { 'First name': 'Ann' })`.
 */
export async function saveForm(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(new RegExp(`^${label}`)).fill(value);
  await page.getByRole('button', { name: 'Save' }).click();
}

/** A notification (or any text) shown with exactly these words. */
export function message(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true }).first();
}

/** The table row that shows `text`. */
export function row(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

/** Waits until an input's value contains `text` (inputs filled from a later answer, e.g. a picker). */
export async function waitForValue(input: Locator, text: string): Promise<void> {
  for (let i = 0; i < 50 && !(await input.inputValue()).includes(text); i++) await new Promise((r) => setTimeout(r, 200));
  const value = await input.inputValue();
  if (!value.includes(text)) throw new Error(`expected the input to contain "${text}", it holds "${value}"`);
}

/**
 * Waits until `expression` is truthy in the page. Not `page.waitForFunction`: it compiles its predicate with
 * `new Function` inside the page, which the server's CSP (no 'unsafe-eval') refuses; `evaluate` goes through
 * the DevTools protocol, as a test's probe should.
 */
export async function waitUntil(page: Page, expression: string, timeoutMs = 15_000): Promise<void> {
  await waitFor(() => page.evaluate<boolean>(`Boolean(${expression})`), expression, timeoutMs);
}

/** Waits until the element with this test id reads exactly `text`. */
export async function waitForText(page: Page, testId: string, text: string): Promise<void> {
  await waitUntil(page, `document.querySelector('[data-testid="${testId}"]')?.textContent === ${JSON.stringify(text)}`);
}

/** A screenshot for people checking the screens by eye (set E2E_SCREENSHOTS to a directory). */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** The page's section under this heading (a dashboard card, a details panel). */
export function section(page: Page, heading: string): Locator {
  return page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });
}
