import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import helmet from 'helmet';
import { HELMET_OPTIONS, sendSecurityHeaders } from './security-headers.js';

async function serve() {
  const fastify = Fastify();
  sendSecurityHeaders(fastify);
  let rawHeaders: string[] = [];
  fastify.get('/thing', async (_request, reply) => {
    rawHeaders = reply.raw.getHeaderNames();
    return { ok: true };
  });
  await fastify.ready();
  return { fastify, rawHeaders: () => rawHeaders };
}

describe('sendSecurityHeaders', () => {
  it("sends helmet's headers for the policy, as helmet's middleware sets them on a response", async () => {
    const { fastify } = await serve();
    const answer = await fastify.inject({ url: '/thing' });
    // Helmet's middleware on its own, as the server ran it on every request before: the same names and values.
    const expected: Record<string, string> = {};
    helmet(HELMET_OPTIONS)(
      {} as never,
      { setHeader: (name: string, value: string) => (expected[name.toLowerCase()] = value), removeHeader: () => undefined } as never,
      () => undefined,
    );
    expect(Object.keys(expected).length).toBeGreaterThan(5);
    for (const [name, value] of Object.entries(expected)) expect(answer.headers[name]).toBe(value);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    await fastify.close();
  });

  it("holds them in Fastify's reply, not on the raw response, where Node would merge them header by header", async () => {
    const { fastify, rawHeaders } = await serve();
    const answer = await fastify.inject({ url: '/thing' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(rawHeaders()).toEqual([]);
    await fastify.close();
  });
});
