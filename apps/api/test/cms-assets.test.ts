// The project assets page's API (spec 1: GET|POST|DELETE /cms/assets) over the files port, on a 1 MB limit.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { buildModuleWorld, type ModuleWorld, type ProjectMember } from './support/module-world.js';
import { assetUpload, COVER_PNG } from './support/project-asset-permission-rows.js';
import { useTestApp, type TestApp } from './support/test-app.js';

const CLIP = readFileSync(new URL('../../console/e2e/fixtures/clip.webm', import.meta.url));

type Answer = { data?: unknown; error?: unknown; response: Response };
type Untyped = Record<'GET' | 'POST' | 'DELETE', (url: string, init?: object) => Promise<Answer>>;

let t: TestApp;
let w: ModuleWorld;
useTestApp((app) => (t = app), { MAX_UPLOAD_MB: '1' });
beforeAll(async () => {
  w = await buildModuleWorld(t);
});

// Untyped: these calls must typecheck before and after the client is regenerated alike.
const api = (who: ProjectMember) => who.api as unknown as Untyped;
const upload = (who: ProjectMember, form: FormData) => api(who).POST('/api/cms/assets', { body: form, bodySerializer: (b: unknown) => b });
const storedFiles = async () => {
  const root = join(t.db.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
};
const rows = async () => Number((await t.running.database.dataSource.query(`SELECT count(*) AS n FROM project_assets`))[0].n);

/** Runs `call` and checks it stored no file and no row. */
async function leavesNothing(call: () => Promise<Answer>, status: number): Promise<{ message?: string; errors?: unknown }> {
  const [files, count] = [await storedFiles(), await rows()];
  const r = await call();
  expect(r.response.status).toBe(status);
  expect(await storedFiles()).toEqual(files);
  expect(await rows()).toBe(count);
  return r.error as { message?: string };
}

describe('project assets (/cms/assets)', () => {
  let image: { id: number; source: string; file: string };

  it('uploads an image with its label (multipart {project, label, file}) and lists it among the images only', async () => {
    const r = await upload(w.member, assetUpload(w.member.projectId, 'Logo'));
    expect(r.response.status).toBe(200);
    image = r.data as typeof image;
    expect(r.data).toMatchObject({
      label: 'Logo',
      type: 'image',
      project: w.member.projectId,
      fileName: 'cover.png',
      fileType: 'image/png',
      fileSize: COVER_PNG.length,
      file: `/api/cms/assets/file?id=${image.id}`,
    });
    expect(image.source).toMatch(new RegExp(`^${w.member.projectId}/[0-9a-f-]{36}\\.png$`));
    expect(await storedFiles()).toContain(join(t.db.dataDir, 'files', image.source));
    const images = await api(w.member).GET(`/api/cms/assets?project=${w.member.projectId}&type=image`);
    expect((images.data as Array<{ id: number }>).map((a) => a.id)).toContain(image.id);
    const videos = await api(w.member).GET(`/api/cms/assets?project=${w.member.projectId}&type=video`);
    expect((videos.data as Array<{ id: number }>).map((a) => a.id)).not.toContain(image.id);
    expect((await api(w.member).GET(`/api/cms/assets?project=${w.member.projectId}&type=audio`)).response.status).toBe(400);
  });

  it('uploads a video as a video, and refuses an assetType that contradicts the file', async () => {
    const form = new FormData();
    form.append('project', String(w.member.projectId));
    form.append('label', 'Clip');
    form.append('file', new Blob([new Uint8Array(CLIP)], { type: 'video/webm' }), 'clip.webm');
    const r = await upload(w.member, form);
    expect(r.data).toMatchObject({ type: 'video', fileType: 'video/webm' });
    const lying = assetUpload(w.member.projectId, 'Liar');
    lying.append('assetType', 'video');
    const error = await leavesNothing(() => upload(w.member, lying), 400);
    expect(error.errors).toEqual([{ field: 'assetType', message: 'does not match the file (image)' }]);
  });

  it('downloads the bytes under the file name, whole or a range (206)', async () => {
    const whole = await api(w.member).GET(`/api/cms/assets/file?id=${image.id}`, { parseAs: 'arrayBuffer' });
    expect(Buffer.from(whole.data as ArrayBuffer).equals(COVER_PNG)).toBe(true);
    expect(whole.response.headers.get('content-disposition')).toBe('inline; filename="cover.png"');
    const part = await api(w.member).GET(`/api/cms/assets/file?id=${image.id}`, {
      parseAs: 'arrayBuffer',
      headers: { range: 'bytes=0-7' },
    });
    expect(part.response.status).toBe(206);
    expect(Buffer.from(part.data as ArrayBuffer).equals(COVER_PNG.subarray(0, 8))).toBe(true);
  });

  it('refuses without storing anything: over MAX_UPLOAD_MB (413), not an image or video (415), no label (400)', async () => {
    const big = Buffer.concat([COVER_PNG, Buffer.alloc(1024 * 1024)]);
    const tooLarge = await leavesNothing(() => upload(w.member, assetUpload(w.member.projectId, 'Big', big)), 413);
    expect(tooLarge.message).toBe('The file is larger than the 1 MB this server accepts');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');
    const wrong = await leavesNothing(() => upload(w.member, assetUpload(w.member.projectId, 'Doc', pdf, 'doc.png')), 415);
    expect(wrong.message).toMatch(/^Files of type application\/pdf are not accepted here/);
    const unlabelled = await leavesNothing(() => upload(w.member, assetUpload(w.member.projectId, '  ')), 400);
    expect(unlabelled.errors).toEqual([expect.objectContaining({ field: 'label' })]);
    const json = await leavesNothing(
      () => api(w.member).POST('/api/cms/assets', { body: { project: w.member.projectId, label: 'x' } }),
      400,
    );
    expect(json.errors).toEqual([
      { field: 'assetType', message: 'is required' },
      { field: 'source', message: 'is required' },
    ]);
  });

  it("takes spec 1's JSON call: an http(s) source is a link (302 on download), a stored file of the project is copied", async () => {
    const add = (body: object) => api(w.member).POST('/api/cms/assets', { body });
    const project = w.member.projectId;
    const link = await add({ project, assetType: 'image', label: 'Hero', source: 'https://cdn.example.com/hero.png' });
    expect(link.response.status).toBe(200);
    expect(link.data).toMatchObject({
      label: 'Hero',
      type: 'image',
      source: 'https://cdn.example.com/hero.png',
      file: 'https://cdn.example.com/hero.png',
      fileName: 'hero.png',
      project,
    });
    // A link is no stored file: any number of assets may share its address.
    const again = await add({ project, assetType: 'image', label: 'Hero again', source: 'https://cdn.example.com/hero.png' });
    expect(again.response.status).toBe(200);
    expect((await api(w.member).DELETE(`/api/cms/assets?id=${(again.data as { id: number }).id}`)).response.status).toBe(204);
    const { id: linkId } = link.data as { id: number };
    const download = await api(w.member).GET(`/api/cms/assets/file?id=${linkId}`, { redirect: 'manual' });
    expect([download.response.status, download.response.headers.get('location')]).toEqual([302, 'https://cdn.example.com/hero.png']);

    const copy = await add({ project, assetType: 'image', label: 'Logo again', source: image.source });
    expect(copy.response.status).toBe(200);
    const copied = copy.data as { id: number; source: string; fileSize: number };
    expect(copied.source).not.toBe(image.source);
    expect(copied.fileSize).toBe(COVER_PNG.length);
    expect(await storedFiles()).toEqual(expect.arrayContaining([image.source, copied.source].map((k) => join(t.db.dataDir, 'files', k))));

    // Deleting the link or the copy leaves the original's bytes.
    for (const id of [linkId, copied.id]) expect((await api(w.member).DELETE(`/api/cms/assets?id=${id}`)).response.status).toBe(204);
    expect(await storedFiles()).toContain(join(t.db.dataDir, 'files', image.source));
    expect(await storedFiles()).not.toContain(join(t.db.dataDir, 'files', copied.source));
  });

  it('refuses a source of another project or not http(s), and a type the file contradicts, storing nothing', async () => {
    const add = (who: ProjectMember, body: object) => () => api(who).POST('/api/cms/assets', { body });
    const project = w.member.projectId;
    const foreign = await leavesNothing(
      add(w.otherTenant, { project: w.otherTenant.projectId, assetType: 'image', label: 'Theirs', source: image.source }),
      400,
    );
    expect(foreign.errors).toEqual([{ field: 'source', message: 'must be an http(s) address or a file of this project' }]);
    const ftp = await leavesNothing(add(w.member, { project, assetType: 'image', label: 'X', source: 'file:///etc/passwd' }), 400);
    expect(ftp.errors).toEqual([{ field: 'source', message: 'must be an http(s) address or a file of this project' }]);
    const video = await leavesNothing(add(w.member, { project, assetType: 'video', label: 'X', source: image.source }), 400);
    expect(video.errors).toEqual([{ field: 'assetType', message: 'does not match the file (image)' }]);
    await leavesNothing(add(w.otherTenant, { project, assetType: 'image', label: 'X', source: 'https://example.com/a.png' }), 404);
  });

  it("keeps another tenant out: its upload into the member's project is a 404, its read and delete too", async () => {
    await leavesNothing(() => upload(w.otherTenant, assetUpload(w.member.projectId, 'Intruder')), 404);
    expect((await api(w.otherTenant).GET(`/api/cms/assets/file?id=${image.id}`)).response.status).toBe(404);
    expect((await api(w.otherTenant).DELETE(`/api/cms/assets?id=${image.id}`)).response.status).toBe(404);
  });

  it('deletes the asset and its bytes', async () => {
    const path = join(t.db.dataDir, 'files', image.source);
    expect((await api(w.member).DELETE(`/api/cms/assets?id=${image.id}`)).response.status).toBe(204);
    expect(await storedFiles()).not.toContain(path);
    expect((await api(w.member).GET(`/api/cms/assets/file?id=${image.id}`)).response.status).toBe(404);
    expect((await api(w.member).DELETE(`/api/cms/assets?id=${image.id}`)).response.status).toBe(404);
  });
});
