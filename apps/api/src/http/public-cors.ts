import type { FastifyInstance } from 'fastify';

export const PUBLIC_PREFIX = '/api/public/';

/**
 * CONTRACT §7: a project's web sites call the public API from browsers of any origin. Only `/api/public/*`
 * answers CORS; the console's own API stays same-origin, so a foreign page can never ride a session.
 */
export function allowPublicCors(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(PUBLIC_PREFIX)) return;
    void reply.header('Access-Control-Allow-Origin', '*');
    void reply.header('Access-Control-Expose-Headers', 'X-Total-Count, Content-Range, ETag');
    if (request.method !== 'OPTIONS') return;
    void reply
      .header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
      .header('Access-Control-Allow-Headers', 'x-api-key, content-type')
      .header('Access-Control-Max-Age', '600');
    await reply.status(204).send();
    return reply;
  });
}
