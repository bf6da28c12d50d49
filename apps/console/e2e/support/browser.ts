import { chromium, type Browser, type Page } from 'playwright-core';
import { watchRawKeys } from './raw-keys.js';

/**
 * Debian's Chromium, headless, with everything that would reach the network on its own turned off. Its
 * pages report any raw translation key they show (raw-keys.ts).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return watchRawKeys(browser);
}

/** A page in a fresh context (its own storage: nobody signed in), `width` pixels wide. */
export async function openPage(browser: Browser, width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}
