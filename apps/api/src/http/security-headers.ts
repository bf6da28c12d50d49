import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { PUBLIC_PREFIX } from './public-cors.js';

/**
 * The Content-Security-Policy of every answer, the console's above all. Scripts come only from the
 * server's own files (the built console and the OpenAPI UI load theirs from it; neither runs inline
 * script). Styles also allow 'unsafe-inline': MUI styles through emotion, which adds <style> elements
 * while the console runs; a nonce would have to be made per page load and threaded into emotion's cache,
 * for a gain (no injected CSS) far smaller than script-src's. Uploaded images and videos show from this
 * server, or from `blob:` links the console makes; nothing may frame any page.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
};

/** Two years, subdomains included: what HSTS preload lists ask for. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Security headers on every answer (helmet's, with the policy above; `Referrer-Policy: no-referrer`,
 * `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`...). Helmet's middleware is built once:
 * @fastify/helmet builds it again on every request, ~35 µs a request where a whole intake request costs
 * ~100 µs of CPU (decision 0009). HSTS only on requests that came over HTTPS, which the server knows only
 * from a proxy it trusts (TRUST_PROXY and `X-Forwarded-Proto`; README "Deploying"): a browser ignores
 * it over plain HTTP anyway, and a server reached directly over HTTP must not pin a name to HTTPS.
 * `Cross-Origin-Resource-Policy` is same-origin, except for the public API, whose files and videos a
 * project's own web sites show.
 */
export function sendSecurityHeaders(fastify: FastifyInstance): void {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginResourcePolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, () => undefined);
    void reply.header('Cross-Origin-Resource-Policy', request.url.startsWith(PUBLIC_PREFIX) ? 'cross-origin' : 'same-origin');
    if (request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
    done();
  });
}
