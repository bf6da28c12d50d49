import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public content (CONTRACT §7) is read far more often than it changes. Each answer carries a strong ETag,
 * the hash of the exact bytes sent, so a site that revalidates gets 304 without the body; and a short
 * shared-cache lifetime. `Vary: x-api-key` because the key, not the URL, names the project: a cache must
 * never hand one project's `?name=hero` to another.
 */
export const PUBLIC_MAX_AGE_SECONDS = 30;

function etagOf(json: string): string {
  return `"${createHash('sha1').update(json).digest('base64url')}"`;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 says for this header). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** An answer ready to send: its exact bytes and their ETag (computed once, so it can be kept in memory). */
export interface CacheableAnswer {
  json: string;
  etag: string;
}

export function cacheableAnswer(body: unknown): CacheableAnswer {
  const json = JSON.stringify(body);
  return { json, etag: etagOf(json) };
}

/** Sends the answer as JSON with its ETag and cache headers, or 304 (no body) when the client already has it. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, { json, etag }: CacheableAnswer): FastifyReply {
  void reply.header('ETag', etag).header('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`).header('Vary', 'x-api-key');
  if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.status(200).type('application/json; charset=utf-8').send(json);
}

/** Sends `body` as JSON with its ETag and cache headers, or 304 (no body) when the client already has it. */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, body: unknown): FastifyReply {
  return sendAnswer(request, reply, cacheableAnswer(body));
}
