import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Readable } from 'node:stream';

export interface MultipartFiles {
  body: Readable;
  contentType: string;
  /** The whole body's length in bytes, sent as Content-Length. */
  length: number;
  /** The files' sizes added up: what progress counts. */
  fileSize: number;
}

const quoted = (value: string) => value.replace(/["\r\n]/g, '_');

/**
 * A multipart/form-data body of text fields and several files, streamed from disk (the single-file
 * `multipartFromFile` of assets, for forms with more than one file): the fields first, as the server wants
 * them before any file, then each file under its field name, counting the bytes read through `onBytes`.
 */
export async function multipartFromFiles(
  fields: Record<string, string>,
  files: Array<{ field: string; path: string }>,
  onBytes: (sent: number) => void,
): Promise<MultipartFiles> {
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
