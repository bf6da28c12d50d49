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
  let dueInvoice = '';

  useConsole(async (b, s) => {
    browser = b;
    server = s;
    const seeded = await seedBilling(server, await adminToken(server, ADMIN_EMAIL, ADMIN_PASSWORD), 'Dana');
    dueInvoice = String(seeded.invoice);
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

      await page.getByLabel('Email').fill(ADMIN_EMAIL);
      await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
      const started = Date.now();
      await page.getByLabel(/^Password/).press('Enter');
      await waitForPath(page, '/admin/dashboard');
      await page.getByRole('row').filter({ hasText: 'First invoice of Dana' }).waitFor();
      const elapsed = Date.now() - started;
      const firstLoad = await page.evaluate<number>(
        "performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).reduce((sum, e) => sum + e.transferSize, 0)",
      );
      console.log(
        `login → dashboard with data: ${elapsed} ms ` +
          `JavaScript transferred in this page: ${(firstLoad / 1000).toFixed(1)} kB (${[...encodings].join(', ')}); invoice ${dueInvoice}`,
      );
      await page.context().close();
    },
    TIMEOUT,
  );
});
