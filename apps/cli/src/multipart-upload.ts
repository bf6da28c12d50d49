import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { SingleBar } from 'cli-progress';
import { unwrap } from '@atrium/api-client';
import type { CliContext } from './context.js';

/** A file of a multipart form: the form field it goes under and its path on disk. */
export interface FilePart {
  field: string;
  path: string;
}

export interface MultipartBody {
  body: Readable;
  contentType: string;
  /** The whole body's length in bytes, sent as Content-Length. */
  length: number;
  /** The files' sizes added up: what progress counts. */
  fileSize: number;
}

/** A header value's quotes and line breaks would end it early: they go. */
const quoted = (value: string) => value.replace(/["\r\n]/g, '_');

/**
 * A multipart/form-data body streamed from disk (fetch's FormData would read every file first and report no
 * progress): the text fields first (the server takes any order; a refused field then costs no upload),
 * then each file under its field name, counting the bytes read so far (all files together) through `onBytes`.
 */
export async function multipartBody(
  fields: Record<string, string>,
  files: readonly FilePart[],
  onBytes: (sent: number) => void,
): Promise<MultipartBody> {
  const boundary = `----atrium-${randomUUID()}`;
  const fieldsPart = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join(''),
  );
  const heads = files.map((f) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${quoted(basename(f.path))}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
  );
  const crlf = Buffer.from('\r\n');
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const sizes = await Promise.all(files.map(async (f) => (await stat(f.path)).size));
  async function* parts() {
    yield fieldsPart;
    let sent = 0;
    for (const [i, f] of files.entries()) {
      yield heads[i];
      for await (const chunk of createReadStream(f.path)) {
        sent += (chunk as Buffer).length;
        onBytes(sent);
        yield chunk as Buffer;
      }
      yield crlf;
    }
    yield tail;
  }
  const fileSize = sizes.reduce((a, b) => a + b, 0);
  return {
    body: Readable.from(parts()),
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: fieldsPart.length + heads.reduce((n, h) => n + h.length, 0) + fileSize + crlf.length * files.length + tail.length,
    fileSize,
  };
}

/** The upload's progress bar on stderr (a line now and then when stderr is not a terminal). */
function progressBar(ctx: CliContext): SingleBar {
  return new SingleBar({
    stream: ctx.deps.stderr as NodeJS.WritableStream,
    format: 'Uploading [{bar}] {percentage}% | {value}/{total} bytes',
    noTTYOutput: true,
    notTTYSchedule: 1000,
    hideCursor: true,
  });
}

/**
 * POSTs a multipart form streamed from disk to `path` (e.g. `/api/asm/assets?project=7`) as the signed-in
 * caller, with a progress bar on stderr, and answers the server's JSON or throws its error as every command does.
 */
export async function uploadFiles<T>(
  ctx: CliContext,
  path: string,
  fields: Record<string, string>,
  files: readonly FilePart[],
): Promise<T> {
  const { credentials } = await ctx.session();
  const bar = progressBar(ctx);
  const body = await multipartBody(fields, files, (sent) => bar.update(sent));
  bar.start(body.fileSize, 0);
  try {
    // Not through the API client: it has no streamed request body, and its timeout fits short calls, not uploads.
    const response = await (ctx.deps.fetch ?? fetch)(`${credentials.server}${path}`, {
      method: 'POST',
      headers: { token: credentials.token, 'content-type': body.contentType, 'content-length': String(body.length) },
      body: Readable.toWeb(body.body) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    const json = (await response.json().catch(() => ({}))) as unknown;
    const answer = await unwrap<T>(Promise.resolve(response.ok ? { data: json as T, response } : { error: json, response }));
    bar.update(body.fileSize);
    return answer;
  } finally {
    bar.stop();
  }
}
