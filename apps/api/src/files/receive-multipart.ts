import { randomUUID } from 'node:crypto';
import { PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { FILE_STAGING, InvalidInput, type FileStore } from '@atrium/kernel';
import { invalidTextField } from '../http/text-guard.js';
import { accepts, detectType, TYPE_SAMPLE_BYTES } from './media-types.js';
import { readHead } from './read-head.js';
import { discardKeys, type ReceivedFile } from './received-upload.js';

export interface MultipartLimits {
  /** Accepted types, recognised from the bytes: `['image/*', 'video/*']`, `DOCUMENT_TYPES`... (else 415). */
  accept: readonly string[];
  /** The form fields that may carry files (default `['file']`); a file under another name is a 400. */
  fileFields?: readonly string[];
  /** At most this many files (default 1; more is a 400). */
  maxFiles?: number;
  /** MAX_UPLOAD_MB: a larger file is a 413. */
  maxUploadMb: number;
}

/**
 * The streaming core of an upload, free of Nest so that it can be proven under a small heap: each file is
 * piped into the FileStore as it arrives, its type recognised from its first bytes, its size capped. Fields
 * may come in any order, so the project is not known yet: files wait under `FILE_STAGING/` (swept if the
 * process dies) until `moveToProject` gives them their project's key. Any refusal (413, 415, 400) deletes
 * what this request already stored.
 */
export async function receiveMultipart(
  request: FastifyRequest,
  store: FileStore,
  limits: MultipartLimits,
): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  if (!request.isMultipart()) throw new UnsupportedMediaTypeException('Send the form as multipart/form-data');
  const fileFields = limits.fileFields ?? ['file'];
  const maxFiles = limits.maxFiles ?? 1;
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    // busboy truncates a file at fileSize and flags it; the check after each put turns that into a 413.
    const fileSize = limits.maxUploadMb * 1024 * 1024;
    const parts = request.parts({ limits: { fileSize, files: maxFiles, fields: 50, fieldSize: 100_000, parts: 50 + maxFiles } });
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = String(part.value);
        const invalid = invalidTextField(part.fieldname, value);
        if (invalid) throw invalid;
        fields[part.fieldname] = value;
        continue;
      }
      if (!fileFields.includes(part.fieldname))
        throw new InvalidInput(`Unexpected file field ${part.fieldname}`, [{ field: part.fieldname, message: 'is not a file field' }]);
      const { head, body } = await readHead(part.file, TYPE_SAMPLE_BYTES);
      if (head.length === 0) throw new InvalidInput('The file is empty', [{ field: part.fieldname, message: 'is empty' }]);
      const type = await detectType(head, part.mimetype, part.filename);
      if (!type || !accepts(limits.accept, type.mime))
        throw new UnsupportedMediaTypeException(
          `${type ? `Files of type ${type.mime} are` : 'This kind of file is'} not accepted here (accepted: ${limits.accept.join(', ')})`,
        );
      const key = `${FILE_STAGING}/${randomUUID()}${type.ext ? `.${type.ext}` : ''}`;
      // Recorded before the put: a put that fails half-way is cleaned by the driver, a truncated one by us.
      const file: ReceivedFile = { field: part.fieldname, key, name: cleanName(part.filename), type: type.mime, size: 0 };
      files.push(file);
      file.size = await store.put(key, body, type.mime);
      if (part.file.truncated) throw tooLarge(limits.maxUploadMb);
    }
  } catch (error) {
    await discardKeys(
      store,
      files.map((f) => f.key),
    );
    throw translate(error, limits.maxUploadMb);
  }
  return { fields, files };
}

function tooLarge(maxUploadMb: number): PayloadTooLargeException {
  return new PayloadTooLargeException(`The file is larger than the ${maxUploadMb} MB this server accepts`);
}

/** @fastify/multipart's own limit errors, in this API's words. */
function translate(error: unknown, maxUploadMb: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxUploadMb);
  if (code === 'FST_FILES_LIMIT') return new InvalidInput('Too many files in this form', [{ field: 'file', message: 'too many files' }]);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new InvalidInput('Too many fields in this form');
  return error;
}

/** The client's file name without any path, control characters or excess length. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'file';
}

/**
 * Gives staged files their project's key, `<projectId>/<uuid>.<ext>` (what deletes and downloads read), once
 * the form's project is known. On failure every file of the form, moved or not, is deleted.
 */
export async function moveToProject(store: FileStore, files: readonly ReceivedFile[], projectId: number): Promise<ReceivedFile[]> {
  const moved = files.map((file) => ({ ...file, key: `${projectId}/${file.key.slice(FILE_STAGING.length + 1)}` }));
  // Settled, not raced: nothing may still be moving when the cleanup runs.
  const failed = (await Promise.allSettled(files.map((file, i) => store.move(file.key, moved[i].key)))).find(
    (r) => r.status === 'rejected',
  );
  if (failed) {
    await discardKeys(
      store,
      [...files, ...moved].map((f) => f.key),
    );
    throw failed.reason;
  }
  return moved;
}
