import { readFileSync } from 'node:fs';
import { expect } from '@jest/globals';

/** A JSON record as answered: fields read by name, typed by the assertion that reads them. */
export type Rec = Record<string, unknown>;
export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON (a record, a list, a number), or the text when the answer is not JSON. */
  body: unknown;
  /** The raw bytes (downloads). */
  bytes: Buffer;
}
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** One caller: a signed-in person, or anonymous. */
export type Caller = (method: Method, path: string, body?: unknown) => Promise<Answer>;

/**
 * Raw HTTP, so that a request carries exactly the spec's query parameters and body fields (the generated
 * client's types would add or refuse some), with the headers the spec's console sends on every call.
 */
export function callerFor(baseUrl: string, token?: string): Caller {
  return async (method, path, body) => {
    const headers: Record<string, string> = { domain: 'atrium.test' };
    if (token) headers.token = token;
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${baseUrl}/api${path}`, { method, headers, body: payload });
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed, bytes };
  };
}

/** The status, with the answer's message in the failure (a bare "expected 200, got 400" tells nothing). */
export function expectStatus(a: Answer, status: number): void {
  expect({ status: a.status, body: a.status === status ? undefined : a.body }).toEqual({ status, body: undefined });
}

/** 200 with one record holding `shape` (e.g. `{ id: expect.any(Number) }`). */
export function expectRecord(a: Answer, shape: Rec): Rec {
  expectStatus(a, 200);
  expect(a.body).toMatchObject(shape);
  return a.body as Rec;
}

/** 200 with a list (CONTRACT §4: an array and X-Total-Count); every row holds `shape`, and `min` rows at least. */
export function expectList(a: Answer, shape: Rec, min = 1): Rec[] {
  expectStatus(a, 200);
  expect(Array.isArray(a.body)).toBe(true);
  expect(a.headers.get('x-total-count')).toMatch(/^\d+$/);
  const rows = a.body as Rec[];
  expect(rows.length).toBeGreaterThanOrEqual(min);
  for (const row of rows) expect(row).toMatchObject(shape);
  return rows;
}

/** The id of a created record, failing with the answer when the fixture call did not succeed. */
export function created(a: Answer): number {
  expectStatus(a, 200);
  const id = (a.body as Rec).id;
  expect(typeof id).toBe('number');
  return id as number;
}

export const ids = (rows: Rec[]) => rows.map((r) => r.id);
export const num = expect.any(Number);
export const str = expect.any(String);
export const bool = expect.any(Boolean);
export const arr = expect.any(Array);
export const nowSeconds = () => Math.floor(Date.now() / 1000);

// Recorded once by Chromium (VP8 clip, PNG canvas): small, real media whose type the server reads from the bytes.
export const CLIP = readFileSync(new URL('../../../../console/e2e/fixtures/clip.webm', import.meta.url));
export const COVER = readFileSync(new URL('../../../../console/e2e/fixtures/cover.png', import.meta.url));
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A multipart body; a file part is [bytes, file name, type]. Field order as given. */
export function multipart(fields: Record<string, string | number | [Buffer, string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (Array.isArray(value)) form.append(name, new Blob([new Uint8Array(value[0])], { type: value[2] }), value[1]);
    else form.append(name, String(value));
  return form;
}
