import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { QueryScope, type RequestQueries } from '@atrium/persistence';
import { servedDirectly } from './direct-route.js';
import { markClientLeft } from './error-response.js';

/**
 * Cancels the statement a request is running when its client disconnects before the answer is sent: its
 * handler (guard, pipes and controller) runs inside the request's QueryScope, which records the
 * connection of each statement it sends.
 *
 * A Fastify `preHandler` hook of each route, after the body is read, rather than a Nest interceptor: the only global
 * interceptor made Nest wrap every request in rxjs observables and an AsyncResource, and with the scope's
 * AsyncLocalStorage it cost ~40 % of the API's CPU per request (clients page 1: 0.46–0.54 ms with it, 0.28–0.30
 * without; the interceptor alone ~0.07 ms of it). Not installed on the embedded database, which cannot
 * cancel (its socket ignores cancel requests): there no AsyncLocalStorage runs at all, and Node 20's
 * promise hooks with it.
 */
export function cancelOnDisconnect(fastify: FastifyInstance, queries: RequestQueries): void {
  const cancelling: preHandlerHookHandler = (request, reply, done) => {
    const scope = new QueryScope();
    const response = reply.raw;
    response.once('close', () => {
      if (response.writableFinished) return;
      markClientLeft(request);
      queries.cancel(scope);
    });
    // Fastify calls the handler from `done`, synchronously: everything it starts belongs to the scope.
    queries.run(scope, done);
  };
  // Decided once per route as routes are registered (call this before they are): a route served directly
  // shares its statements between requests (the intake's batches) and is never cancelled.
  fastify.addHook('onRoute', (route) => {
    if (servedDirectly(route.method, route.url)) return;
    route.preHandler = [...(route.preHandler === undefined ? [] : [route.preHandler].flat()), cancelling];
  });
}
