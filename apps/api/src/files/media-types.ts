import { extname } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

/** How many first bytes are read to recognise a file (file-type's own sample size). */
export const TYPE_SAMPLE_BYTES = 4100;

/** Allow-lists for upload routes: exact types or `type/*`. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;
export const VIDEO_TYPES = ['video/*'] as const;
export const DOCUMENT_TYPES = [
  'application/pdf',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/x-cfb',
  'text/plain',
  'text/csv',
] as const;

export interface DetectedType {
  mime: string;
  /** Without the dot, e.g. `png`; empty when none fits. */
  ext: string;
}

/**
 * The type of a file from its first bytes, never from the client's word: a renamed executable is not an
 * image. Plain text has no signature, so bytes without NUL that decode as UTF-8 count as text (the
 * declared text type when it is one, else text/plain), and never as HTML or SVG, which a browser would run.
 */
export async function detectType(head: Buffer, declared: string, filename: string): Promise<DetectedType | undefined> {
  const found = await fileTypeFromBuffer(head);
  if (found) return { mime: found.mime, ext: found.ext };
  if (!looksLikeText(head)) return undefined;
  const mime = ['text/plain', 'text/csv', 'text/markdown'].includes(declared) ? declared : 'text/plain';
  const ext = extname(filename).slice(1).toLowerCase();
  return { mime, ext: /^[a-z0-9]{1,8}$/.test(ext) && !/^(html?|svg|xml|js|mjs)$/.test(ext) ? ext : 'txt' };
}

function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  // The sample may end inside a multi-byte character: drop up to 3 trailing bytes before decoding.
  for (let cut = 0; cut <= 3 && cut < head.length; cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // try a shorter sample
    }
  }
  return false;
}

/** Whether `mime` is in the allow-list (`image/*` matches every image type). */
export function accepts(allowed: readonly string[], mime: string): boolean {
  return allowed.some((a) => a === mime || (a.endsWith('/*') && mime.startsWith(a.slice(0, -1))));
}
