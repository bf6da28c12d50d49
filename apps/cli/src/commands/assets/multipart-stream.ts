import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Readable } from 'node:stream';

export interface MultipartFile {
  body: Readable;
  contentType: string;
  /** The whole body's length in bytes, sent as Content-Length. */
  length: number;
  /** The file's size in bytes: what progress counts. */
  fileSize: number;
}

/** A header value's quotes and line breaks would end it early: they go. */
const quoted = (value: string) => value.replace(/["\r\n]/g, '_');

/**
 * A multipart/form-data body streamed from disk (fetch's FormData would read the whole file first and
 * report no progress): the text fields first, as the server wants them before the file, then the file,
 * counting its bytes through `onBytes` as they are read.
 */
export async function multipartFromFile(
  fields: Record<string, string>,
  path: string,
  onBytes: (sent: number) => void,
): Promise<MultipartFile> {
  const boundary = `----atrium-${randomUUID()}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted(basename(path))}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fileSize = (await stat(path)).size;
  async function* parts() {
    yield head;
    let sent = 0;
    for await (const chunk of createReadStream(path)) {
      sent += (chunk as Buffer).length;
      onBytes(sent);
      yield chunk as Buffer;
    }
    yield tail;
  }
  return {
    body: Readable.from(parts()),
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: head.length + fileSize + tail.length,
    fileSize,
  };
}
