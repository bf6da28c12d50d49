// Slow clients (issue 18): a body that stops arriving is cut (408), one that keeps arriving is not, however
// long it takes; headers that never end get 408 within seconds. Raw sockets, to send exactly as slowly as
// wanted. The limits are shortened for the test (the defaults: 5 s for headers, 15 s of body silence).
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
const limits = { headersMs: 1_000, bodyIdleMs: 1_000 };
useTestApp((app) => (t = app), {}, limits);

/** A connection that records what the server sends, and whether (and when) it closed. */
interface Conversation {
  socket: Socket;
  received(): string;
  closed: Promise<void>;
}

function open(): Promise<Conversation> {
  const { hostname, port } = new URL(t.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits for the server to close the connection; a server that never does fails the test at this bound. */
async function closedWithin(c: Conversation, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const closed = await Promise.race([c.closed.then(() => true), late]);
  clearTimeout(timer);
  if (!closed) c.socket.destroy();
  return closed;
}

const LOGIN_BODY = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
const loginHead = (length: number) =>
  `POST /api/auth/login HTTP/1.1\r\nHost: atrium\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('a slow client', () => {
  it('whose body stops arriving is answered 408 and disconnected', async () => {
    const c = await open();
    c.socket.write(loginHead(LOGIN_BODY.length) + LOGIN_BODY.slice(0, 10));
    expect(await closedWithin(c, 20 * limits.bodyIdleMs)).toBe(true);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(c.received()).toContain('"code":"http.request_timeout"');
    // Written past Fastify, it still carries the security headers of every answer.
    expect(c.received()).toMatch(/\r\ncontent-security-policy: default-src 'self'/i);
    expect(c.received()).toMatch(/\r\nx-frame-options: DENY\r\n/i);
  });

  it('whose body keeps arriving, slowly, is never cut and gets its answer', async () => {
    const c = await open();
    c.socket.write(loginHead(LOGIN_BODY.length));
    // Well past the body timeout in all, but never silent for half of it.
    for (const char of LOGIN_BODY.slice(0, 12)) {
      c.socket.write(char);
      await pause(limits.bodyIdleMs / 4);
    }
    c.socket.write(LOGIN_BODY.slice(12));
    while (!c.received().includes('\r\n\r\n')) await pause(20);
    expect(c.received()).toMatch(/^HTTP\/1\.1 401 /);
    c.socket.destroy();
  });

  it('whose headers never end is answered 408 and disconnected within seconds', async () => {
    const c = await open();
    c.socket.write('GET /api/health HTTP/1.1\r\nHost: atrium\r\nX-Slow: ');
    expect(await closedWithin(c, 20 * limits.headersMs)).toBe(true);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('that keeps an idle connection open between requests is not taken for one whose headers are late', async () => {
    const c = await open();
    c.socket.write('GET /api/health HTTP/1.1\r\nHost: atrium\r\n\r\n');
    while (!c.received().includes('\r\n\r\n')) await pause(20);
    await pause(3 * limits.headersMs);
    c.socket.write('GET /api/health HTTP/1.1\r\nHost: atrium\r\nConnection: close\r\n\r\n');
    await c.closed;
    expect(c.received().match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
  });

  it('whose body stalls after it was answered (an upload refused at once) is disconnected too', async () => {
    const c = await open();
    const boundary = 'slow-boundary';
    c.socket.write(
      `POST /api/cms/assets HTTP/1.1\r\nHost: atrium\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: 100000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="project"\r\n\r\n1\r\n`,
    );
    // Unauthenticated: answered 401 as soon as the guard runs; the rest of the body never comes.
    expect(await closedWithin(c, 20 * limits.bodyIdleMs)).toBe(true);
    expect(c.received()).toMatch(/^HTTP\/1\.1 401 /);
  });
});
