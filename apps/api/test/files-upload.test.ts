import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { png, startUploadApp, UPLOAD_PROJECT, type UploadApp } from './support/upload-app.js';

describe('upload and download helpers (streamed multipart into the FileStore, ranged reads)', () => {
  let app: UploadApp;
  beforeAll(async () => {
    app = await startUploadApp(1);
  });
  afterAll(() => app?.close());

  const post = (form: FormData) => fetch(`${app.baseUrl}/files?project=${UPLOAD_PROJECT}`, { method: 'POST', body: form });
  const form = (entries: Array<[string, string | [Buffer, string, string]]>) => {
    const f = new FormData();
    for (const [name, value] of entries)
      if (typeof value === 'string') f.append(name, value);
      else f.append(name, new Blob([value[0]], { type: value[2] }), value[1]);
    return f;
  };

  it('stores a file under <project>/<uuid>.<ext> with the type read from its bytes, and gives the text fields', async () => {
    const r = await post(
      form([
        ['label', 'Logo'],
        ['file', [png(100), 'logo.bin', 'application/octet-stream']],
      ]),
    );
    expect(r.status).toBe(201);
    const body = (await r.json()) as {
      fields: Record<string, string>;
      files: Array<{ key: string; type: string; size: number; name: string }>;
    };
    expect(body.fields).toEqual({ label: 'Logo' });
    expect(body.files).toHaveLength(1);
    expect(body.files[0]).toMatchObject({ type: 'image/png', size: png(100).length, name: 'logo.bin' });
    expect(body.files[0].key).toMatch(new RegExp(`^${UPLOAD_PROJECT}/[0-9a-f-]{36}\\.png$`));
    expect(await app.store.size(body.files[0].key)).toBe(png(100).length);
  });

  it('takes the fields in any order: the file first, then the project, still lands under the project', async () => {
    const r = await fetch(`${app.baseUrl}/files`, {
      method: 'POST',
      body: form([
        ['file', [png(10), 'first.png', 'image/png']],
        ['project', String(UPLOAD_PROJECT)],
      ]),
    });
    expect(r.status).toBe(201);
    const [file] = ((await r.json()) as { files: Array<{ key: string }> }).files;
    expect(file.key).toMatch(new RegExp(`^${UPLOAD_PROJECT}/[0-9a-f-]{36}\\.png$`));
    expect((await app.storedFiles()).filter((f) => f.startsWith('staging'))).toEqual([]);
  });

  it('refuses a form naming no project, or two different ones, with 400 on project and keeps nothing staged', async () => {
    const before = await app.storedFiles();
    const none = await fetch(`${app.baseUrl}/files`, { method: 'POST', body: form([['file', [png(10), 'a.png', 'image/png']]]) });
    const twice = await post(
      form([
        ['file', [png(10), 'a.png', 'image/png']],
        ['project', String(UPLOAD_PROJECT + 1)],
      ]),
    );
    for (const r of [none, twice]) {
      expect(r.status).toBe(400);
      expect(((await r.json()) as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toEqual(['project']);
    }
    expect(await app.storedFiles()).toEqual(before);
  });

  it('refuses a file over MAX_UPLOAD_MB with 413 and keeps none of its bytes (nor those of an earlier file)', async () => {
    const before = await app.storedFiles();
    const r = await post(
      form([
        ['file', [png(100), 'a.png', 'image/png']],
        ['more', [png(1024 * 1024 + 10), 'big.png', 'image/png']],
      ]),
    );
    expect(r.status).toBe(413);
    expect(((await r.json()) as { message: string }).message).toBe('The file is larger than the 1 MB this server accepts');
    expect(await app.storedFiles()).toEqual(before);
  });

  it('refuses a type outside the allow-list with 415, whatever the client declared', async () => {
    const before = await app.storedFiles();
    const r = await post(form([['file', [Buffer.from('MZ not really an image'), 'photo.png', 'image/png']]]));
    expect(r.status).toBe(415);
    expect(((await r.json()) as { message: string }).message).toBe(
      'Files of type application/x-msdownload are not accepted here (accepted: image/*)',
    );
    const text = await post(form([['file', [Buffer.from('just words'), 'photo.png', 'image/png']]]));
    expect(((await text.json()) as { message: string }).message).toMatch(/^Files of type text\/plain are not accepted/);
    const pdf = await post(form([['file', [Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), 'x.png', 'image/png']]]));
    expect(pdf.status).toBe(415);
    expect(await app.storedFiles()).toEqual(before);
  });

  it('answers 400 for an empty file, a missing file, a JSON body (415), and deletes the bytes when the later write fails', async () => {
    const before = await app.storedFiles();
    expect((await post(form([['file', [Buffer.alloc(0), 'e.png', 'image/png']]]))).status).toBe(400);
    expect((await post(form([['label', 'x']]))).status).toBe(400);
    expect((await post(form([['other', [png(), 'a.png', 'image/png']]]))).status).toBe(400);
    const json = await fetch(`${app.baseUrl}/files`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(415);
    const failed = await post(
      form([
        ['fail', '1'],
        ['file', [png(10), 'a.png', 'image/png']],
      ]),
    );
    expect(failed.status).toBe(400);
    expect(await app.storedFiles()).toEqual(before);
  });

  describe('download', () => {
    let key: string;
    const content = png(1000);
    beforeAll(async () => {
      const r = await post(form([['file', [content, 'a.png', 'image/png']]]));
      key = ((await r.json()) as { files: Array<{ key: string }> }).files[0].key;
    });
    const get = (headers: Record<string, string> = {}) => fetch(`${app.baseUrl}/files?key=${encodeURIComponent(key)}`, { headers });

    it('sends the whole file with its type, length, Accept-Ranges and an RFC 6266 disposition', async () => {
      const r = await get();
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/png');
      expect(r.headers.get('accept-ranges')).toBe('bytes');
      expect(r.headers.get('content-length')).toBe(String(content.length));
      expect(r.headers.get('content-disposition')).toBe(
        `inline; filename="caf_ _photo_.png"; filename*=UTF-8''caf%C3%A9%20%22photo%22.png`,
      );
      expect(Buffer.from(await r.arrayBuffer()).equals(content)).toBe(true);
    });

    it('answers a range with 206, Content-Range and exactly those bytes (a-b, a-, -n)', async () => {
      const r = await get({ range: 'bytes=10-19' });
      expect(r.status).toBe(206);
      expect(r.headers.get('content-range')).toBe(`bytes 10-19/${content.length}`);
      expect(Buffer.from(await r.arrayBuffer()).equals(content.subarray(10, 20))).toBe(true);
      const open = await get({ range: `bytes=${content.length - 5}-` });
      expect(Buffer.from(await open.arrayBuffer()).equals(content.subarray(content.length - 5))).toBe(true);
      const suffix = await get({ range: 'bytes=-3' });
      expect(suffix.headers.get('content-range')).toBe(`bytes ${content.length - 3}-${content.length - 1}/${content.length}`);
      expect(Buffer.from(await suffix.arrayBuffer()).equals(content.subarray(content.length - 3))).toBe(true);
    });

    it('answers 416 with bytes */size for a range past the end', async () => {
      const r = await get({ range: `bytes=${content.length}-` });
      expect(r.status).toBe(416);
      expect(r.headers.get('content-range')).toBe(`bytes */${content.length}`);
    });

    it('answers 404 once the file is deleted', async () => {
      await app.store.delete(key);
      expect(await app.store.size(key)).toBeNull();
      expect((await get()).status).toBe(404);
    });
  });
});
