// Security headers (issue 18): a Content-Security-Policy the console runs under, no framing, no referrer,
// no sniffing, on every answer; HSTS only for requests a trusted proxy (TRUST_PROXY) says came over HTTPS.
// (The browser tests check every screen under the policy: e2e/support/browser.ts.)
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/test-app.js';

const get = (t: TestApp, path: string, headers: Record<string, string> = {}) => fetch(`${t.baseUrl}${path}`, { headers });

describe('security headers', () => {
  let behindProxy: TestApp;
  let direct: TestApp;

  beforeAll(async () => {
    behindProxy = await startTestApp({ TRUST_PROXY: 'loopback' });
    direct = await startTestApp();
  }, 360_000);

  afterAll(async () => {
    await behindProxy?.close();
    await direct?.close();
  });

  it('sends the policy and the other headers on every answer, errors and the OpenAPI UI included', async () => {
    for (const path of ['/api/health', '/api/clients', '/api/docs', '/api/nowhere']) {
      const answer = await get(direct, path);
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp.split(';')).toEqual(
        expect.arrayContaining(["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "object-src 'none'"]),
      );
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("lets a project's own sites use the public API's answers", async () => {
    const answer = await get(direct, '/api/public/project', { 'x-api-key': 'no-such-key' });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('sends HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    expect((await get(behindProxy, '/api/health', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect((await get(behindProxy, '/api/health', { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security')).toBeNull();
    expect((await get(behindProxy, '/api/health')).headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY, anyone could send the header: it is not believed.
    expect((await get(direct, '/api/health', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
  });
});
