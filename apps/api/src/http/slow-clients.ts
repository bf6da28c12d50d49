import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** How long the server waits on a client that sends slowly, or stops sending (issue 18). */
export interface ClientTimeouts {
  /** A request's headers must be complete this long after its first byte (Node answers 408). */
  headersMs: number;
  /**
   * A request body that sends nothing for this long is cut: 408, connection closed. A body that keeps
   * sending is never cut, however long it takes (a large upload on a slow line).
   */
  bodyIdleMs: number;
  /** An idle keep-alive connection closes after this long (longer than a load balancer's idle timeout). */
  keepAliveMs: number;
}

export const DEFAULT_CLIENT_TIMEOUTS: ClientTimeouts = { headersMs: 5_000, bodyIdleMs: 15_000, keepAliveMs: 72_000 };

/**
 * The Fastify (and Node http server) options for these timeouts. No limit on a whole request
 * (`requestTimeout`) nor on a quiet connection (`connectionTimeout`): the first would cut a long upload
 * that keeps sending, the second a handler that takes its time. Node checks the header deadline at
 * `connectionsCheckingInterval` (30 s by default, which made a 60 s limit answer after 61 s and more).
 */
export function clientTimeoutOptions(timeouts: ClientTimeouts): Pick<
  FastifyServerOptions,
  'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'clientErrorHandler'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    clientErrorHandler: answerClientError,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: 0,
    connectionTimeout: 0,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: 0,
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(timeouts.headersMs / 2))),
    },
  };
}

const TIMEOUT_BODY = JSON.stringify({ statusCode: 408, code: 'http.request_timeout', message: 'The request body stopped arriving' });

/**
 * Cuts a request whose body stops arriving. While a body is incomplete the socket gets an inactivity
 * timeout, which every byte received restarts. Node emits 'timeout' on the request only while its body is
 * incomplete: then the answer is 408 and the connection closes. Once the body is in, a quiet socket is a
 * handler at work (or a slow reader of the answer): the response's listener keeps Node from destroying it,
 * and the keep-alive timeout replaces this one when the answer is sent (unless the body is still coming).
 */
export function cutStalledBodies(fastify: FastifyInstance, bodyIdleMs: number): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const incoming = request.raw;
    const hasBody = incoming.headers['content-length'] !== undefined || incoming.headers['transfer-encoding'] !== undefined;
    if (incoming.complete || !hasBody) return done();
    incoming.setTimeout(bodyIdleMs, () => {
      const socket = incoming.socket;
      if (reply.raw.headersSent) {
        socket.destroy();
        return;
      }
      // The request's own handling (body parser, upload) fails when the socket goes: nothing else answers.
      // Written past Fastify, so the headers it holds for the answer (the security headers) are passed on.
      reply.hijack();
      const held = Object.entries(reply.getHeaders()).filter(
        (header): header is [string, string | number | string[]] => header[1] !== undefined,
      );
      reply.raw.writeHead(408, { ...Object.fromEntries(held), 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      reply.raw.end(TIMEOUT_BODY, () => socket.destroy());
    });
    reply.raw.on('timeout', keepOpen);
    // Answered before the body was in (a refusal): Node reads the rest to reuse the connection, with its
    // keep-alive timeout in place of this one; a rest that stalls is cut all the same.
    reply.raw.once('finish', () => {
      if (!incoming.complete) incoming.socket?.setTimeout(bodyIdleMs);
    });
    done();
  });
}

function keepOpen(): void {
  // Listening is the point: without a listener Node destroys a socket that timed out.
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'http.request_timeout', 'The request headers did not arrive in time'],
  HPE_HEADER_OVERFLOW: [431, 'http.headers_too_large', 'The request headers are too large'],
};

/**
 * What Node's parser refuses before Fastify sees a request (headers that never end, a NUL in a header, a
 * malformed request line), answered in this API's error shape (Fastify's own answer has another), then the
 * connection is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, code, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'http.bad_request', 'Malformed request'];
  const body = JSON.stringify({ statusCode, code, message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
