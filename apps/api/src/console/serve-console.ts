import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built console at `/`. Any other GET outside `/api` answers index.html, so a deep link such
 * as /admin/client-details/7 opens that screen; unknown `/api` paths keep answering JSON 404s.
 *
 * Files under assets/ carry a content hash in their names, so browsers keep them for a year without asking
 * again; everything else (index.html above all, which names the current hashes) is revalidated every time.
 * The build writes `.br`/`.gz` beside each asset (vite.config.ts), sent as is to browsers that accept them.
 */

export async function serveConsole(app: NestFastifyApplication, consoleDir: string): Promise<boolean> {
  const indexFile = join(consoleDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const fastify = app.getHttpAdapter().getInstance();
  const assets = `${sep}assets${sep}`;
  await fastify.register(fastifyStatic, {
    root: consoleDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', path.includes(assets) ? IMMUTABLE : 'no-cache'),
  });
  const index = readFileSync(indexFile);
  // A catch-all route loses to every more specific one (the API's, the static files'), so it only sees
  // deep links and unknown paths.
  fastify.get('/*', (request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/') || path === '/api' || /\.[a-z0-9]+$/i.test(path)) {
      void reply.status(404).send({ statusCode: 404, code: 'http.not_found', message: `Cannot GET ${path}` });
      return;
    }
    void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(index);
  });
  return true;
}
