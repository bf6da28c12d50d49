import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchRawKeys } from './raw-keys.js';

/**
 * What the server's Content-Security-Policy refused in any page of this run (Chromium reports each refusal
 * as a console error): every screen a test opens is checked under the policy (issue 18). `useConsole`
 * fails a describe block that saw one.
 */
export const cspViolations: string[] = [];

function watchCsp(context: BrowserContext): BrowserContext {
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      cspViolations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
  });
  return context;
}

/**
 * Debian's Chromium, headless, with everything that would reach the network on its own turned off. Every
 * context it opens (`newPage` opens one too) reports CSP refusals to `cspViolations`, and its pages any raw
 * translation key they show (raw-keys.ts).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launch();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watchCsp(await newContext(options));
  return watchRawKeys(browser);
}

function launch(): Promise<Browser> {
  return chromium.launch({
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
}

/** A page in a fresh context (its own storage: nobody signed in), `width` pixels wide. */
export async function openPage(browser: Browser, width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}
