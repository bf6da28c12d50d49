import { afterAll, afterEach, beforeAll } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { cspViolations, launchBrowser } from './browser.js';
import { takeRawKeys } from './raw-keys.js';
import { startServer, type RunningServer } from './server.js';

// The first file of a run also builds the migrated database template (support/server.ts).
const TIMEOUT = 180_000;

/**
 * A describe block's browser and built server: started before its tests (then `use` may seed or open
 * pages), both closed after them. Started one after the other, so whichever fails, the other still closes.
 */
export function useConsole(use: (browser: Browser, server: RunningServer) => void | Promise<void>): void {
  let browser: Browser | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer();
    await use(browser, server);
  }, TIMEOUT);
  // Every walk fails on a translation key shown to a person, whichever screen showed it.
  afterEach(() => {
    const keys = takeRawKeys();
    if (keys.length) throw new Error(`translation keys reached the screen: ${keys.join(', ')}`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    const refused = cspViolations.splice(0);
    if (refused.length) throw new Error(`The Content-Security-Policy refused:\n${refused.join('\n')}`);
  }, TIMEOUT);
}
