// The public API's key (CONTRACT §7): `x-api-key` opens `/api/public/*` for its project only; sessions and
// keys never stand in for each other; a reset key fails at once; CORS is open on the public API alone.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let w: ModuleWorld;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
});

const publicProject = (headers: Record<string, string>) => fetch(`${t.baseUrl}/api/public/project`, { headers });
const json = async (r: Response) => (await r.json()) as { id?: number; code?: string };

describe('public API key', () => {
  it("answers the key's project and no other", async () => {
    const mine = await publicProject({ 'x-api-key': w.member.apiKey });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual({ id: w.member.projectId, projectName: 'Site' });
    const theirs = await publicProject({ 'x-api-key': w.otherTenant.apiKey });
    expect((await json(theirs)).id).toBe(w.otherTenant.projectId);
  });

  it('refuses a missing or wrong key, and a session token in its place, with 401', async () => {
    const token = await t.login(w.clientA.email, 'password-123');
    const attempts: Array<Record<string, string>> = [{}, { 'x-api-key': 'atr_not-a-key' }, { token }, { authorization: `Bearer ${token}` }];
    for (const headers of attempts) {
      const r = await publicProject(headers);
      expect(r.status).toBe(401);
      expect((await json(r)).code).toMatch(/^tenancy\.(api_key_invalid|session_invalid)$/);
    }
  });

  it('opens no session route', async () => {
    const r = await fetch(`${t.baseUrl}/api/projects?id=${w.member.projectId}`, { headers: { 'x-api-key': w.member.apiKey } });
    expect(r.status).toBe(401);
  });

  it("answers 403 while the key's subscription is inactive", async () => {
    const r = await publicProject({ 'x-api-key': w.inactive.apiKey });
    expect(r.status).toBe(403);
    expect((await json(r)).code).toBe('tenancy.subscription_inactive');
  });

  it('fails at once after a reset, and the new key works', async () => {
    const old = w.otherTenant.apiKey;
    const clientB = w.otherTenant;
    const project = await unwrap(clientB.api.PATCH('/api/projects/token', { body: { id: clientB.projectId } }));
    expect((await publicProject({ 'x-api-key': old })).status).toBe(401);
    expect((await publicProject({ 'x-api-key': project.token })).status).toBe(200);
  });

  it('lets browsers of any origin call the public API, and only it', async () => {
    const preflight = await fetch(`${t.baseUrl}/api/public/project`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-api-key');
    const get = await publicProject({ 'x-api-key': w.member.apiKey, origin: 'https://shop.example' });
    expect(get.headers.get('access-control-allow-origin')).toBe('*');

    const session = await fetch(`${t.baseUrl}/api/health`, { headers: { origin: 'https://shop.example' } });
    expect(session.headers.get('access-control-allow-origin')).toBeNull();
    const sessionPreflight = await fetch(`${t.baseUrl}/api/clients`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
    });
    expect(sessionPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
