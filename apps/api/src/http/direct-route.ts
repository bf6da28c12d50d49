import { Logger, RequestMethod, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TenantScope } from '@atrium/kernel';
import { ResolveApiKey } from '@atrium/tenancy';
import { ACCESS_KEY } from './access.decorator.js';
import { sendError } from './error-response.js';
import { MODULE_KEY } from './module.decorator.js';
import { apiKeyOf } from './request-context.js';

const directRoutes = new Set<string>();

/** Whether serveDirectly serves the route (`GET /api/…`): its statements are not tied to one request. */
export const servedDirectly = (method: string | string[], url: string): boolean => directRoutes.has(`${String(method)} ${url}`);

/**
 * Serves one public route straight from Fastify, without Nest's per-request pipeline (guard, pipes,
 * interceptors, filter: about half of the CPU of the hottest public routes, decision 0009). The controller
 * stays the route's one definition: its decorators still describe it in the OpenAPI document and declare
 * its access and module, and its method still does the work; only the steps around it are done here, by
 * the same code the pipeline runs: the guard's API-key check (ResolveApiKey with the declared module) and
 * the error filter's rendering (sendError). Fastify's own steps (CORS hook, body parsing and its limits)
 * are untouched, since only the handler of the route Nest registers is replaced.
 *
 * Only `project-token` routes of a fixed module and `public` ones (no key: `scope` is undefined) whose
 * arguments need no pipe (`args` hands them over) qualify; the route's statements are not cancelled when its
 * client goes away (cancelOnDisconnect skips it), so it must be one whose statements are short or shared (the
 * intake's batches are never cancelled anyway) or that has none (liveness).
 */
export function serveDirectly<C extends object, K extends keyof C & string>(
  app: NestFastifyApplication,
  controller: Type<C>,
  method: K,
  args: (request: FastifyRequest, scope: TenantScope | undefined) => unknown[],
): void {
  const handler = controller.prototype[method] as (...a: unknown[]) => Promise<unknown>;
  const access = metadata<string[]>(ACCESS_KEY, handler, controller);
  const module = metadata<unknown>(MODULE_KEY, handler, controller);
  const open = access?.length === 1 && access[0] === 'public';
  if (!open && (access?.length !== 1 || access[0] !== 'project-token' || typeof module !== 'string'))
    throw new Error(`${controller.name}.${method}: only a public route or a project-token route of a fixed module can be served directly`);
  const verb = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
  // A controller without a path of its own (`@Controller()`) has '/' as its path.
  const url = `/${['api', Reflect.getMetadata(PATH_METADATA, controller), Reflect.getMetadata(PATH_METADATA, handler)].join('/')}`
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1');
  const status = (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (verb === 'POST' ? 201 : 200);
  directRoutes.add(`${verb} ${url}`);
  const instance = app.get(controller);
  const keys = open ? undefined : app.get(ResolveApiKey);
  const logger = new Logger('http');
  const fastify = app.getHttpAdapter().getInstance();
  let served = false;
  fastify.addHook('onRoute', (route) => {
    if (route.url !== url || route.method !== verb) return;
    served = true;
    route.handler = async function direct(request: FastifyRequest, reply: FastifyReply) {
      try {
        const scope = keys && (await keys.execute(apiKeyOf(request as never), module as never));
        const result = await handler.apply(instance, args(request, scope));
        void reply.status(status).send(result);
      } catch (error) {
        sendError(reply, request, error, logger);
      }
      return reply;
    };
  });
  // Loud if Nest ever registers the route under another path: it would silently run the slow way.
  fastify.addHook('onReady', async () => {
    if (!served) throw new Error(`${verb} ${url} was never registered: it cannot be served directly`);
  });
}

function metadata<T>(key: string, handler: object, controller: object): T | undefined {
  return (Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller)) as T | undefined;
}
