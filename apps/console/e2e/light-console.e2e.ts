// Issue 7 "a light console": what the first screens download and how the server sends it.
import { request } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import type { Browser, Response } from 'playwright-core';
import { adminToken, seedBilling } from './support/api.js';
import { waitForPath } from './support/console.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

const TIMEOUT = 120_000;

/** The status and headers of a GET sent with exactly these request headers (fetch would add its own). */
function head(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string> }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a light console', () => {
  let server: RunningServer;
  let browser: Browser;

  useConsole(async (b, s) => {
    browser = b;
    server = s;
    await seedBilling(server, await adminToken(server, ADMIN_EMAIL, ADMIN_PASSWORD), 'Dana');
  });

  it(
    'sends hashed assets compressed and cached for a year, index.html revalidated',
    async () => {
      const index = await (await fetch(`${server.baseUrl}/`)).text();
      const script = index.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
      expect(script).toBeDefined();
      const url = `${server.baseUrl}${script}`;

      const brotli = await head(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers['content-type']).toMatch(/javascript/);

      const gzip = await head(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const plain = await head(url);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();

      for (const path of ['/', '/admin/invoices']) {
        const page = await head(`${server.baseUrl}${path}`, { 'accept-encoding': 'gzip, br' });
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      // A hashed name that does not exist is a 404, not index.html cached for a year.
      expect((await head(`${server.baseUrl}/assets/missing-0000.js`)).status).toBe(404);
    },
    TIMEOUT,
  );

  it(
    'reports the time from signing in to the dashboard with data, and what the browser downloaded',
    async () => {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      page.setDefaultTimeout(15_000);
      // Timed in the page (Playwright's own polling would add up to half a second): from the Enter that
      // submits the form to the first unpaid invoice row on the dashboard.
      await page.addInitScript(`window.__login = {};
        addEventListener('keydown', (e) => { if (e.key === 'Enter' && !__login.start) __login.start = performance.now(); }, true);
        new MutationObserver(() => {
          if (__login.start && !__login.end && [...document.querySelectorAll('tr')].some((r) => r.textContent.includes('First invoice of Dana')))
            __login.end = performance.now();
        }).observe(document, { subtree: true, childList: true, characterData: true });`);
      const scripts: Response[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
      });
      await page.goto(`${server.baseUrl}/`);
      await page.getByLabel('Email').waitFor();
      // Give the idle prefetch its chance, as a person typing would.
      await page.waitForLoadState('networkidle');
      // The entry script as the browser got it (files under 1 kB are not worth compressing, see vite.config.ts).
      const entry = scripts.find((r) => /\/assets\/index-[^/]+\.js$/.test(r.url()));
      expect(['br', 'gzip']).toContain(await entry?.headerValue('content-encoding'));
      const encodings = new Set(await Promise.all(scripts.map(async (r) => (await r.headerValue('content-encoding')) ?? 'identity')));
      const loginPageJs = await page.evaluate<number>(
        "performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).reduce((sum, e) => sum + e.transferSize, 0)",
      );

      await page.getByLabel('Email').fill(ADMIN_EMAIL);
      await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
      await page.getByLabel(/^Password/).press('Enter');
      await waitForPath(page, '/admin/dashboard');
      await page.getByRole('row').filter({ hasText: 'First invoice of Dana' }).waitFor();
      const t = await page.evaluate<Record<string, number>>(`(() => {
        const api = (path) => performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === path);
        const login = api('/api/auth/login'), stats = api('/api/stats/admin');
        return { total: __login.end - __login.start, signIn: login.responseEnd - __login.start,
          boot: stats.startTime - login.responseEnd, stats: stats.responseEnd - stats.startTime, render: __login.end - stats.responseEnd };
      })()`);
      const ms = (n: number) => `${Math.round(n)} ms`;
      console.log(
        `login → dashboard with data: ${ms(t.total)} (sign-in call ${ms(t.signIn)}, console start ${ms(t.boot)}, ` +
          `GET /api/stats/admin ${ms(t.stats)}, rows drawn ${ms(t.render)}); ` +
          `login page JavaScript transferred: ${(loginPageJs / 1000).toFixed(1)} kB with the idle prefetch (${[...encodings].join(', ')})`,
      );
      expect(t.total).toBeGreaterThan(0);
      await page.context().close();
    },
    TIMEOUT,
  );
});
