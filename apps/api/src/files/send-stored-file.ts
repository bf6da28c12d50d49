import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFound, type ByteRange, type FileStore } from '@atrium/kernel';

export interface StoredFileMeta {
  key: string;
  /** The type recorded at upload (recognised from the bytes). */
  type: string;
  /** The client's original file name, given back in Content-Disposition. */
  name: string;
}

/** Types a browser may show in place; anything else downloads, so a stored file never runs as a page. */
const INLINE = /^(image\/(jpeg|png|gif|webp|avif)|video\/.+|audio\/.+|application\/pdf|text\/plain)$/;

/**
 * Answers a stored file, whole (200) or one range of it (206 with Content-Range; 416 when the range lies
 * outside the file), streamed from the FileStore. Multiple ranges are answered with the whole file, as
 * RFC 9110 allows. Call it from a route with `@Res()` and return its result.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  file: StoredFileMeta,
): Promise<FastifyReply> {
  const size = await store.size(file.key);
  if (size === null) throw new NotFound('File', 'files.not_found');
  const range = parseRange(request.headers.range, size);
  reply
    .header('Accept-Ranges', 'bytes')
    .header('Content-Type', file.type === 'text/plain' ? 'text/plain; charset=utf-8' : file.type)
    .header('Content-Disposition', contentDisposition(file.name, INLINE.test(file.type) ? 'inline' : 'attachment'))
    .header('X-Content-Type-Options', 'nosniff');
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('Content-Range', `bytes */${size}`)
      .header('Content-Type', 'application/json')
      .send({
        statusCode: 416,
        code: 'http.range_not_satisfiable',
        message: `The range is outside the file (${size} bytes)`,
      });
  }
  const stored = await store.get(file.key, range);
  if (!range) return reply.status(200).header('Content-Length', String(size)).send(stored.body);
  return reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    .header('Content-Length', String(range.end - range.start + 1))
    .send(stored.body);
}

/**
 * One `bytes=` range against a file of `size` bytes: `a-b`, `a-` or the suffix `-n`. Undefined when there
 * is no usable single range (absent, malformed, several: the whole file is sent).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** RFC 6266: an ASCII fallback `filename` and the exact name as UTF-8 in `filename*`. */
export function contentDisposition(name: string, type: 'inline' | 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return ascii === name ? `${type}; filename="${ascii}"` : `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
