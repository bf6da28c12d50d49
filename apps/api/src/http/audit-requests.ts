import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { AuditOrigin } from '@atrium/kernel';
import { AuditContext, runAudited } from '@atrium/persistence';
import { servedDirectly } from './direct-route.js';

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** Where a request comes from, as the audit trail records it: the address (behind TRUST_PROXY, the client's). */
export function originOf(request: Pick<FastifyRequest, 'ip' | 'headers'>): AuditOrigin {
  const given = request.headers['x-request-id'];
  const userAgent = request.headers['user-agent'];
  return {
    address: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : undefined,
    requestId: typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID(),
  };
}

/**
 * The writes a request makes are attributed to it (issue 22 §1): a route that may write (any method but
 * GET and HEAD) runs its handler, guard included, inside an AuditContext, which the guard then names the
 * caller in (`identifyAuditActor`). Reads run without one: no AsyncLocalStorage on the hottest path. Added
 * per route as routes are registered, like cancelOnDisconnect; call it before they are.
 */
export function attributeRequests(fastify: FastifyInstance): void {
  const attributing: preHandlerHookHandler = (request, _reply, done) => {
    const context = new AuditContext(originOf(request));
    (request as { audit?: AuditContext }).audit = context;
    runAudited(context, done);
  };
  fastify.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((m) => m === 'GET' || m === 'HEAD') || servedDirectly(route.method, route.url)) return;
    route.preHandler = [...(route.preHandler === undefined ? [] : [route.preHandler].flat()), attributing];
  });
}
