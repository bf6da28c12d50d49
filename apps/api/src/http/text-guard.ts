import { isUtf8 } from 'node:buffer';
import { parse as parseQuery } from 'node:querystring';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { InvalidInput } from '@atrium/kernel';
import { sendError } from './error-response.js';

/**
 * CONTRACT §4: text with a NUL character (U+0000) or invalid UTF-8, in a body, a query string, a header or a
 * multipart field, is invalid input (400), on every route. PostgreSQL cannot store a NUL in text (it failed
 * as a 500 deep in a handler, after the work before it), so it is checked once, here at the edge, before
 * any route runs: the URL and headers as a request arrives, JSON and plain-text bodies as they are parsed;
 * multipart fields where the one multipart reader takes them (receive-multipart.ts, `invalidTextField`).
 */
export function refuseInvalidText(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  const logger = new Logger('http');
  fastify.addHook('onRequest', (request, reply, done) => {
    const where = invalidUrl(request.raw.url ?? '') ?? invalidHeader(request.raw.rawHeaders);
    if (!where) return done();
    sendError(reply, request, invalidText(where), logger);
  });

  // The body parsers Nest would register (JSON, URL-encoded) and Fastify's plain text, each checking the
  // bytes before it decodes them (decoding would turn invalid UTF-8 into U+FFFD unnoticed).
  const { onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig;
  const parseJson = fastify.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.useBodyParser('application/json', { bodyLimit }, (request, body, done) => {
    if (!isUtf8(body)) return done(invalidText('body'), undefined);
    const text = body.toString('utf8');
    parseJson(request as never, text, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      // A NUL can only come from a `\u0000` escape (JSON refuses the raw character): walk only then.
      const field = text.includes('\\u0000') ? nulFieldIn(value) : undefined;
      if (field !== undefined) return done(invalidText(field || 'body'), undefined);
      done(null, value);
    });
  });
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit }, (_request, body, done) => {
    const text = body.toString('latin1');
    if (!isUtf8(body) || !validEscapes(text)) return done(invalidText('body'), undefined);
    const parsed = parseQuery(body.toString('utf8'));
    // A "__proto__" key, copied onto an object, would replace its prototype (as Nest's own parser refuses).
    if (Object.hasOwn(parsed, '__proto__')) return done(new InvalidInput('Object contains forbidden prototype property'), undefined);
    done(null, parsed);
  });
  app.useBodyParser('text/plain', { bodyLimit }, (_request, body, done) => {
    if (!isUtf8(body) || body.includes(0)) return done(invalidText('body'), undefined);
    done(null, body.toString('utf8'));
  });
}

/** Fastify's refusals before any route runs (a path that does not decode), in this API's error shape. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  sendError(reply, request, error.code === 'FST_ERR_BAD_URL' ? invalidText('path') : error, new Logger('http'));
}

/** A multipart field's name or value, as busboy decoded it (invalid UTF-8 became U+FFFD): the error, or undefined. */
export function invalidTextField(name: string, value: string): InvalidInput | undefined {
  const bad = (s: string) => s.includes('\u0000') || s.includes('\uFFFD');
  return bad(name) || bad(value) ? invalidText(bad(name) ? 'field name' : name) : undefined;
}

function invalidText(where: string): InvalidInput {
  return new InvalidInput(`Text with a NUL character or invalid UTF-8 is not accepted (${where})`, [
    { field: where, message: 'contains a NUL character or invalid UTF-8' },
  ]);
}

/** Where in the URL (the path, or a query parameter's name) a percent-escape makes a NUL or invalid UTF-8. */
function invalidUrl(url: string): string | undefined {
  // Node refuses raw bytes outside printable ASCII in the request line: only escapes can carry them.
  if (!url.includes('%')) return undefined;
  const [path, query = ''] = splitOnce(url, '?');
  if (!validEscapes(path)) return 'path';
  for (const pair of query.split('&')) {
    if (!pair.includes('%')) continue;
    const [name, value = ''] = splitOnce(pair, '=');
    if (!validEscapes(name)) return 'query';
    if (!validEscapes(value)) return decodeLoosely(name);
  }
  return undefined;
}

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

/** Whether the bytes the percent-escapes (and plain characters) of `text` stand for are UTF-8 without NUL. */
function validEscapes(text: string): boolean {
  if (!text.includes('%')) return true;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '%' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  const buffer = Buffer.from(bytes);
  return !buffer.includes(0) && isUtf8(buffer);
}

function decodeLoosely(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return 'query';
  }
}

/**
 * The first header whose value is not UTF-8. Node reads header bytes as Latin-1 and refuses a NUL itself
 * (400 before any of this runs); a byte past ASCII shows as a character from U+0080 to U+00FF.
 */
function invalidHeader(rawHeaders: string[]): string | undefined {
  for (let i = 1; i < rawHeaders.length; i += 2) {
    const value = rawHeaders[i];
    if (/[^\x00-\x7f]/.test(value) && !isUtf8(Buffer.from(value, 'latin1'))) return rawHeaders[i - 1].toLowerCase();
  }
  return undefined;
}

/** The path of the first string (or key) holding a NUL in a parsed JSON value ('' for the value itself), or undefined. */
function nulFieldIn(value: unknown): string | undefined {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, `${path}[${i}]`]));
    } else if (v && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes('\u0000')) return path || 'body';
        stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}
