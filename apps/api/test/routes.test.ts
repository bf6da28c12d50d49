import { describe, expect, it } from '@jest/globals';
import { Controller, Get } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { DiscoveryModule } from '@nestjs/core';
import { Access } from '../src/http/access.decorator.js';
import { InModule } from '../src/http/module.decorator.js';
import { assertEveryRouteDeclaresAccess, lacksItsModule, lacksItsProject, listRoutePolicies } from '../src/http/route-policies.js';
import { type TestApp, useTestApp } from './support/test-app.js';

let t: TestApp;
useTestApp((app) => (t = app));

describe('every route declares who may call it', () => {
  it('holds for the whole application', () => {
    const routes = listRoutePolicies(t.running.app);
    expect(routes.length).toBeGreaterThanOrEqual(7);
    const undeclared = routes.filter((r) => !r.audiences || r.audiences.length === 0);
    expect(undeclared).toEqual([]);
  });

  it('would catch a route without a declaration', async () => {
    @Controller('forgotten')
    class ForgottenController {
      @Get()
      list() {
        return [];
      }
    }
    const module = await Test.createTestingModule({ imports: [DiscoveryModule], controllers: [ForgottenController] }).compile();
    const app = module.createNestApplication(new FastifyAdapter(), { logger: false });
    await app.init();
    expect(() => assertEveryRouteDeclaresAccess(app)).toThrow(/GET \/forgotten/);
    await app.close();
  });

  it('would catch a module route that does not name its module', async () => {
    @Controller('crm/forgotten')
    @Access('users')
    class ForgottenModuleController {
      @Get()
      list() {
        return [];
      }
    }
    const module = await Test.createTestingModule({ imports: [DiscoveryModule], controllers: [ForgottenModuleController] }).compile();
    const app = module.createNestApplication(new FastifyAdapter(), { logger: false });
    await app.init();
    expect(() => assertEveryRouteDeclaresAccess(app)).toThrow(/@InModule: GET \/crm\/forgotten/);
    await app.close();
  });

  it('would catch a module route that does not say how it finds its project', async () => {
    @Controller('crm/unplaced')
    @Access('users')
    @InModule('crm')
    class UnplacedController {
      @Get()
      list() {
        return [];
      }
    }
    const module = await Test.createTestingModule({ imports: [DiscoveryModule], controllers: [UnplacedController] }).compile();
    const app = module.createNestApplication(new FastifyAdapter(), { logger: false });
    await app.init();
    expect(() => assertEveryRouteDeclaresAccess(app)).toThrow(/@ProjectFrom: GET \/crm\/unplaced/);
    await app.close();
  });

  it('says how every signed-in module route finds its project, and the OpenAPI document lists it', async () => {
    const routes = listRoutePolicies(t.running.app).filter((r) => r.module !== undefined && !r.audiences?.includes('project-token'));
    expect(routes.length).toBeGreaterThanOrEqual(90);
    expect(routes.filter(lacksItsProject)).toEqual([]);
    const doc = (await (await fetch(`${t.baseUrl}/api/docs-json`)).json()) as {
      paths: Record<string, Record<string, { 'x-project-from'?: string[] }>>;
    };
    expect(doc.paths['/api/asm/assets'].post['x-project-from']).toEqual(['project', 'folder']);
    expect(doc.paths['/api/crm/customers'].get['x-project-from']).toEqual(['project', 'id', 'assigned', 'leadId']);
  });

  it('names the module of every module route of the application', () => {
    const moduleRoutes = listRoutePolicies(t.running.app).filter((r) => r.path.startsWith('/crm/'));
    expect(moduleRoutes.length).toBeGreaterThanOrEqual(4);
    expect(moduleRoutes.filter(lacksItsModule)).toEqual([]);
  });
});

describe('OpenAPI document', () => {
  it('describes every route, with its body and its errors', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/api/docs-json`)).json()) as {
      paths: Record<string, Record<string, { operationId: string; requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    // Nest writes path parameters as :name, OpenAPI as {name}.
    const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
    for (const r of listRoutePolicies(t.running.app)) expect(documented).toContain(`${r.method} /api${openApiPath(r.path)}`);
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody).toBeDefined();
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(Object.keys(doc.paths['/api/auth/logout'].post.responses)).toEqual(expect.arrayContaining(['204', '401', '403']));
    const docsPage = await fetch(`${t.baseUrl}/api/docs`);
    expect(docsPage.status).toBe(200);
    expect(await docsPage.text()).toContain('swagger');
  });
});

describe('error shape (CONTRACT §4)', () => {
  it('answers 404 JSON for an unknown API path', async () => {
    const r = await fetch(`${t.baseUrl}/api/no-such-thing`);
    expect(r.status).toBe(404);
    expect(await r.json()).toMatchObject({ statusCode: 404, code: 'http.not_found' });
  });

  it('answers 400 for malformed JSON and 413 for a body over 2 MB, never 500', async () => {
    const bad = await fetch(`${t.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: 400 });
    const huge = await fetch(`${t.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024 + 10) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ statusCode: 413, code: 'http.payload_too_large' });
  });

  it('refuses unknown fields', async () => {
    const r = await t.client.POST('/api/auth/login', { body: { email: 'a@b.c', password: 'x', admin: true } as never });
    expect(r.response.status).toBe(400);
    expect(r.error!.errors!.map((e) => e.field)).toContain('admin');
  });

  it('answers health (with the upload limit and the optional features the console checks first) and readiness', async () => {
    // Neither Google nor an enrichment provider is set up here: the console hides or explains both.
    expect(await (await fetch(`${t.baseUrl}/api/health`)).json()).toEqual({
      status: 'ok',
      maxUploadMb: 50,
      calendarSync: false,
      enrichment: false,
    });
    expect(await (await fetch(`${t.baseUrl}/api/ready`)).json()).toEqual({ status: 'ok' });
  });
});
