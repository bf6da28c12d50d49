import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
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

/** Helmet's options: the policy above; HSTS and `Cross-Origin-Resource-Policy` are set per request below. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  crossOriginResourcePolicy: false,
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
};

/**
 * Helmet's headers for this policy, worked out once: its middleware run on a response that is never sent.
 * None of them depends on the request (no nonce, no per-request directive), so every answer can carry the
 * same values.
 */
function helmetHeaders(): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(HELMET_OPTIONS)(response.req, response, () => undefined);
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/**
 * Security headers on every answer (helmet's, with the policy above; `Referrer-Policy: no-referrer`,
 * `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`...). They are Fastify's reply headers, never
 * the raw response's: a raw header makes Node merge it into the headers Fastify writes, header by header,
 * on every answer (issue 21 §2: 4–14 % of a request's CPU, by route, decision 0010). HSTS only
 * on requests that came over HTTPS, which the server knows only from a proxy it trusts (TRUST_PROXY and
 * `X-Forwarded-Proto`; README "Deploying"): a browser ignores it over plain HTTP anyway, and a server reached
 * directly over HTTP must not pin a name to HTTPS. `Cross-Origin-Resource-Policy` is same-origin, except for
 * the public API, whose files and videos a project's own web sites show.
 */
export function sendSecurityHeaders(fastify: FastifyInstance): void {
  const headers = helmetHeaders();
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    void reply.header('Cross-Origin-Resource-Policy', request.url.startsWith(PUBLIC_PREFIX) ? 'cross-origin' : 'same-origin');
    if (request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
    done();
  });
}
