import { describe, expect, it } from '@jest/globals';
import { Body, Controller, Get, HttpCode, Injectable, Param, Post, type CanActivate } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { NotFound, type TenantScope } from '@atrium/kernel';
import { ApiKeyInvalid, ResolveApiKey } from '@atrium/tenancy';
import { Access } from './access.decorator.js';
import { serveDirectly, servedDirectly } from './direct-route.js';
import { InModule } from './module.decorator.js';

@Controller('public/things')
@Access('project-token')
@InModule('com')
class ThingsController {
  @Post(':id')
  @HttpCode(200)
  take(@Param('id') id: string, @Body() body: unknown, scope: TenantScope) {
    if (id === '0') throw new NotFound('Thing', 'com.thing_not_found');
    return { id, body, scope };
  }
}

/** A public route of a controller without a path of its own, as liveness is. */
@Controller()
@Access('public')
class PingController {
  @Get('ping')
  ping() {
    return { status: 'ok' };
  }
}

/** Nest's pipeline, which a directly served route must skip. */
@Injectable()
class PipelineGuard implements CanActivate {
  static runs = 0;
  canActivate(): boolean {
    PipelineGuard.runs++;
    return false;
  }
}

const keys = {
  async execute(key: string | undefined, module?: string): Promise<TenantScope> {
    if (key !== 'atr_good' || module !== 'com') throw new ApiKeyInvalid();
    return { kind: 'project', projectId: 7 };
  },
};

async function start(): Promise<NestFastifyApplication> {
  const module = await Test.createTestingModule({
    controllers: [ThingsController, PingController],
    providers: [
      { provide: ResolveApiKey, useValue: keys },
      { provide: APP_GUARD, useClass: PipelineGuard },
    ],
  }).compile();
  const app = module.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), { logger: false });
  app.setGlobalPrefix('api');
  serveDirectly(app, ThingsController, 'take', (request, scope) => [(request.params as { id: string }).id, request.body, scope]);
  serveDirectly(app, PingController, 'ping', () => []);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

describe('serveDirectly', () => {
  it("answers through the controller's method with the key's scope, without Nest's pipeline", async () => {
    const app = await start();
    const fastify = app.getHttpAdapter().getInstance();
    const post = (url: string, key: string, payload: unknown) =>
      fastify.inject({ method: 'POST', url, headers: { 'x-api-key': key }, payload: payload as object });
    const ok = await post('/api/public/things/12', 'atr_good', { a: 'b' });
    expect([ok.statusCode, ok.json()]).toEqual([200, { id: '12', body: { a: 'b' }, scope: { kind: 'project', projectId: 7 } }]);
    const wrongKey = await post('/api/public/things/12', 'atr_bad', {});
    expect([wrongKey.statusCode, wrongKey.json().code]).toEqual([401, 'tenancy.api_key_invalid']);
    const missing = await post('/api/public/things/0', 'atr_good', {});
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      { statusCode: 404, code: 'com.thing_not_found', message: 'Thing not found' },
    ]);
    expect(PipelineGuard.runs).toBe(0);
    // Known by method and path, so that cancelOnDisconnect leaves it alone.
    expect(servedDirectly('POST', '/api/public/things/:id')).toBe(true);
    expect(servedDirectly('GET', '/api/public/things/:id')).toBe(false);
    await app.close();
  });

  it('answers a public route without any key, and knows it by its path under a controller without one', async () => {
    const app = await start();
    const fastify = app.getHttpAdapter().getInstance();
    const ping = await fastify.inject({ method: 'GET', url: '/api/ping' });
    expect([ping.statusCode, ping.json()]).toEqual([200, { status: 'ok' }]);
    expect(PipelineGuard.runs).toBe(0);
    expect(servedDirectly('GET', '/api/ping')).toBe(true);
    await app.close();
  });

  it('refuses a route that is neither public nor a project-token route of a fixed module', async () => {
    @Controller('things')
    @Access('users')
    class UsersController {
      @Post()
      take() {
        return {};
      }
    }
    const module = await Test.createTestingModule({ controllers: [UsersController] }).compile();
    const app = module.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), { logger: false });
    expect(() => serveDirectly(app, UsersController, 'take', () => [])).toThrow(/only a public route or a project-token route/);
    await app.close();
  });
});
