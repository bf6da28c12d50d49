// Digital assets (spec 2 §7 "Digital assets", CONTRACT §7 and §9): folders, uploads streamed into the file
// store (MAX_UPLOAD_MB → 413, a type from the bytes → 415), authenticated downloads under the source name,
// the anonymous link of public files only, deletes that take the bytes, and tags to the caller's records.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FileStore } from '@atrium/kernel';
import { FILE_STORE } from '../src/files/files.tokens.js';
import { buildModuleWorld, type ModuleWorld, type ProjectMember } from './support/module-world.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let w: ModuleWorld;
// A small limit, so that a 413 needs only a little more than a megabyte.
useTestApp((app) => (t = app), { MAX_UPLOAD_MB: '1' });

type Outcome = { data?: unknown; error?: { code?: string; errors?: Array<{ field: string }> }; response: Response };
type Call = (url: string, init?: Record<string, unknown>) => Promise<Outcome>;
/** The member's client on this module's paths, whatever the generated types know yet. */
const api = (m: ProjectMember) => m.api as unknown as Record<'GET' | 'POST' | 'PATCH' | 'DELETE', Call>;
const ok = async <T>(call: Promise<Outcome>): Promise<T> => {
  const { data, error, response } = await call;
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(error)}`);
  return data as T;
};
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.running.database.dataSource.query(text, params) as Promise<T[]>;
const store = () => t.running.app.get<symbol, FileStore>(FILE_STORE);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
interface AssetDto {
  id: number;
  label: string;
  access: string;
  source: string;
  folder: number;
  size: number;
  contentType: string;
  publicUrl: string | null;
}

function form(fields: Record<string, string | number>, file?: { bytes: Buffer; name: string; type?: string }): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, String(v));
  if (file) body.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return body;
}
const upload = (m: ProjectMember, fields: Record<string, string | number>, file?: { bytes: Buffer; name: string; type?: string }) =>
  api(m).POST(`/api/asm/assets?project=${m.projectId}`, { body: form(fields, file), bodySerializer: (b: unknown) => b });
const addFolder = (m: ProjectMember, folder: string) =>
  ok<{ id: number }>(api(m).POST('/api/asm/folders', { body: { folder, project: m.projectId } })).then((f) => f.id);
const keyOf = async (id: number) =>
  (await sql<{ storage_key: string }>(`SELECT storage_key FROM assets WHERE id = $1`, [id]))[0]?.storage_key;
const assetCount = async () => Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM assets`))[0].n);
const anonymous = (path: string, headers: Record<string, string> = {}) => fetch(`${t.baseUrl}${path}`, { headers });

let folder: number;
beforeAll(async () => {
  w = await buildModuleWorld(t);
  folder = await addFolder(w.member, 'Plans');
});

describe('asset folders', () => {
  it('adds, reads, renames (as read back) and deletes a folder; the list is the project’s', async () => {
    const id = await addFolder(w.member, '  Drawings ');
    const read = await ok<{ id: number; folder: string; project: number }>(api(w.member).GET(`/api/asm/folders?id=${id}`));
    expect(read).toMatchObject({ id, folder: 'Drawings', project: w.member.projectId });
    expect((await api(w.member).PATCH('/api/asm/folders', { body: { ...read, folder: 'Sketches' } })).response.status).toBe(204);
    const list = await api(w.member).GET(`/api/asm/folders?project=${w.member.projectId}&q=sketch`);
    expect(list.data).toEqual([expect.objectContaining({ id, folder: 'Sketches' })]);
    expect(list.response.headers.get('x-total-count')).toBe('1');
    expect((await api(w.member).DELETE(`/api/asm/folders?id=${id}`)).response.status).toBe(204);
    expect((await api(w.member).GET(`/api/asm/folders?id=${id}`)).response.status).toBe(404);
  });

  it('refuses a blank, long or non-text name (400) and another tenant’s folder (404)', async () => {
    for (const name of ['', '   ', 'x'.repeat(201), 7]) {
      const { response, error } = await api(w.member).POST('/api/asm/folders', { body: { folder: name, project: w.member.projectId } });
      expect([response.status, error?.errors?.[0]?.field]).toEqual([400, 'folder']);
    }
    expect((await api(w.otherTenant).GET(`/api/asm/folders?id=${folder}`)).response.status).toBe(404);
    expect((await api(w.otherTenant).PATCH('/api/asm/folders', { body: { id: folder, folder: 'Mine' } })).response.status).toBe(404);
    expect((await api(w.otherTenant).DELETE(`/api/asm/folders?id=${folder}`)).response.status).toBe(404);
    expect(await ok(api(w.member).GET(`/api/asm/folders?id=${folder}`))).toMatchObject({ folder: 'Plans' });
  });
});

describe('uploads and downloads', () => {
  it('uploads a private file by default, lists it in its folder, and downloads it (whole or a range) under its name', async () => {
    const asset = await ok<AssetDto>(upload(w.member, { label: ' Floor plan ', folder }, { bytes: PDF, name: 'floor plan.pdf' }));
    expect(asset).toMatchObject({
      label: 'Floor plan',
      access: 'private',
      source: 'floor plan.pdf',
      folder,
      size: PDF.length,
      contentType: 'application/pdf',
      publicUrl: null,
    });
    expect(await store().size(await keyOf(asset.id))).toBe(PDF.length);
    const list = await api(w.member).GET(`/api/asm/assets?folder=${folder}`);
    expect(list.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: asset.id })]));
    const whole = await api(w.member).GET(`/api/asm/assets/download?id=${asset.id}`, { parseAs: 'arrayBuffer' });
    expect(whole.response.status).toBe(200);
    expect(whole.response.headers.get('content-disposition')).toContain('filename="floor plan.pdf"');
    expect(Buffer.from(whole.data as ArrayBuffer)).toEqual(PDF);
    const part = await api(w.member).GET(`/api/asm/assets/download?id=${asset.id}`, { parseAs: 'text', headers: { range: 'bytes=0-3' } });
    expect([part.response.status, part.data]).toEqual([206, '%PDF']);
    // Private: never without a session, whatever the URL; and not through the public link even with one.
    expect((await anonymous(`/api/asm/assets/download?id=${asset.id}`)).status).toBe(401);
    expect((await anonymous(`/api/public/assets/${asset.id}`)).status).toBe(404);
    expect((await api(w.member).GET(`/api/public/assets/${asset.id}`, { parseAs: 'text' })).response.status).toBe(404);
    expect((await api(w.otherTenant).GET(`/api/asm/assets/download?id=${asset.id}`, { parseAs: 'text' })).response.status).toBe(404);
    expect((await api(w.otherTenant).GET(`/api/asm/assets?folder=${folder}`)).response.status).toBe(404);
  });

  it('serves a public file to anyone at its public link, with no header', async () => {
    const asset = await ok<AssetDto>(
      upload(w.member, { label: 'Brochure', folder, access: 'public' }, { bytes: PDF, name: 'brochure.pdf' }),
    );
    expect(asset.publicUrl).toBe(`/api/public/assets/${asset.id}`);
    const response = await anonymous(asset.publicUrl!);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);
    expect((await anonymous(`/api/public/assets/${asset.id}`, { token: 'not-a-session' })).status).toBe(200);
    expect((await anonymous('/api/public/assets/999999')).status).toBe(404);
    expect((await anonymous('/api/public/assets/abc')).status).toBe(400);
  });

  it('refuses a file over MAX_UPLOAD_MB (413), of a refused type (415), and bad fields (400), keeping no row and no bytes', async () => {
    const before = await assetCount();
    const keysBefore = (await sql(`SELECT storage_key FROM assets`)).length;
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 32)]);
    expect((await upload(w.member, { label: 'Big', folder }, { bytes: big, name: 'big.pdf' })).response.status).toBe(413);
    // A Windows executable renamed as a PDF is recognised from its bytes.
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]);
    const refused = await upload(w.member, { label: 'Exe', folder }, { bytes: exe, name: 'plan.pdf', type: 'application/pdf' });
    expect(refused.response.status).toBe(415);
    const bad: Array<[Record<string, string | number>, string]> = [
      [{ folder }, 'label'],
      [{ label: 'x'.repeat(201), folder }, 'label'],
      [{ label: 'Plan', folder, access: 'everyone' }, 'access'],
      [{ label: 'Plan' }, 'folder'],
      [{ label: 'Plan', folder: 'abc' }, 'folder'],
    ];
    for (const [fields, field] of bad) {
      const { response, error } = await upload(w.member, fields, { bytes: PDF, name: 'plan.pdf' });
      expect([response.status, error?.errors?.map((e) => e.field)]).toEqual([400, [field]]);
    }
    expect((await upload(w.member, { label: 'No file', folder })).response.status).toBe(400);
    // Another tenant's folder, through the caller's own project: not found.
    const theirs = await addFolder(w.otherTenant, 'Theirs');
    expect((await upload(w.member, { label: 'Plan', folder: theirs }, { bytes: PDF, name: 'plan.pdf' })).response.status).toBe(404);
    expect(await assetCount()).toBe(before);
    expect((await sql(`SELECT storage_key FROM assets`)).length).toBe(keysBefore);
    expect(await storedFileCount()).toBe(await assetCount());
  });

  it('deletes a file with its bytes, and a folder with its files’ bytes', async () => {
    const doomed = await addFolder(w.member, 'Doomed');
    const [a, b] = [
      await ok<AssetDto>(upload(w.member, { label: 'A', folder: doomed }, { bytes: PDF, name: 'a.pdf' })),
      await ok<AssetDto>(upload(w.member, { label: 'B', folder: doomed }, { bytes: PDF, name: 'b.pdf' })),
    ];
    const [keyA, keyB] = [await keyOf(a.id), await keyOf(b.id)];
    expect((await api(w.otherTenant).DELETE(`/api/asm/assets?id=${a.id}`)).response.status).toBe(404);
    expect((await api(w.member).DELETE(`/api/asm/assets?id=${a.id}`)).response.status).toBe(204);
    expect(await store().size(keyA)).toBeNull();
    expect((await api(w.member).DELETE(`/api/asm/assets?id=${a.id}`)).response.status).toBe(404);
    expect((await api(w.member).DELETE(`/api/asm/folders?id=${doomed}`)).response.status).toBe(204);
    expect(await store().size(keyB)).toBeNull();
    expect(await keyOf(b.id)).toBeUndefined();
  });
});

/** Every stored file of the disk store (DATA_DIR/files), to prove a refusal left none behind. */
async function storedFileCount(): Promise<number> {
  const keys = await sql<{ storage_key: string }>(`SELECT storage_key FROM assets`);
  const { readdir } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const dir = join(t.db.dataDir, 'files');
  const files = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  expect(keys.length).toBeGreaterThan(0);
  return files.filter((f) => f.isFile()).length;
}

describe('asset tags', () => {
  let lead: number;
  let theirLead: number;
  let files: AssetDto[];
  beforeAll(async () => {
    const addLead = (m: ProjectMember, email: string) =>
      ok<{ id: number }>(
        api(m).POST('/api/com/leads', { body: { firstname: 'Ada', lastname: 'Lead', phone: '555-0100', email, project: m.projectId } }),
      );
    lead = (await addLead(w.member, 'tagged@example.com')).id;
    theirLead = (await addLead(w.otherTenant, 'theirs@example.com')).id;
    const tagged = await addFolder(w.member, 'Tagged');
    files = [
      await ok<AssetDto>(upload(w.member, { label: 'One', folder: tagged }, { bytes: PDF, name: 'one.pdf' })),
      await ok<AssetDto>(upload(w.member, { label: 'Two', folder: tagged }, { bytes: PDF, name: 'two.pdf' })),
    ];
  });
  const tagsOf = (m: ProjectMember, typeId: number, tagType = 'lead') => api(m).GET(`/api/asm/tags?tagType=${tagType}&typeId=${typeId}`);
  const manage = (m: ProjectMember, body: Record<string, unknown>) => api(m).PATCH('/api/asm/assets/manage', { body });

  it("sets exactly the selected files as a lead's, reads them with their details, and detaches one", async () => {
    expect((await manage(w.member, { selected: files.map((f) => f.id), tagType: 'lead', typeId: lead })).response.status).toBe(204);
    const two = await ok<Array<{ id: number; asset: number; assetDetails: { label: string; source: string } }>>(tagsOf(w.member, lead));
    expect(two.map((tag) => tag.asset).sort()).toEqual(files.map((f) => f.id).sort());
    expect(two.find((tag) => tag.asset === files[0].id)?.assetDetails).toMatchObject({
      label: 'One',
      source: 'one.pdf',
      dateTime: expect.any(Number),
    });
    // Paged like every list (CONTRACT §4): a page, the total in X-Total-Count, q over the file's label and name.
    const page = await api(w.member).GET(`/api/asm/tags?tagType=lead&typeId=${lead}&perPage=1&sort=label&order=desc`);
    expect([page.data, page.response.headers.get('x-total-count')]).toEqual([[expect.objectContaining({ asset: files[1].id })], '2']);
    expect(
      (await ok<Array<{ asset: number }>>(api(w.member).GET(`/api/asm/tags?tagType=lead&typeId=${lead}&q=one.pdf`))).map((t) => t.asset),
    ).toEqual([files[0].id]);
    for (const bad of ['perPage=101', 'sort=asset', 'page=0'])
      expect((await api(w.member).GET(`/api/asm/tags?tagType=lead&typeId=${lead}&${bad}`)).response.status).toBe(400);
    expect(
      (await manage(w.member, { selected: [files[1].id], tagType: 'lead', typeId: lead, project: w.member.projectId })).response.status,
    ).toBe(204);
    const [only] = await ok<Array<{ id: number; asset: number }>>(tagsOf(w.member, lead));
    expect(only.asset).toBe(files[1].id);
    const managed = await ok<Array<{ id: number; files: Array<{ id: number; filename: string; tags: unknown[] }> }>>(
      api(w.member).GET(`/api/asm/assets/manage?project=${w.member.projectId}`),
    );
    expect(managed.flatMap((f) => f.files).find((f) => f.id === files[1].id)).toEqual({
      id: files[1].id,
      filename: 'two.pdf',
      label: 'Two',
      tags: [{ id: only.id, tagType: 'lead', typeId: lead }],
    });
    // Paged like the folders list (CONTRACT §4): a page of folders, the total in X-Total-Count, q over the name.
    const folders = await api(w.member).GET(`/api/asm/folders?project=${w.member.projectId}&perPage=100`);
    const total = Number(folders.response.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(1);
    const firstPage = await api(w.member).GET(`/api/asm/assets/manage?project=${w.member.projectId}&perPage=1`);
    expect([firstPage.data, firstPage.response.headers.get('x-total-count')]).toEqual([
      [expect.objectContaining({ id: (folders.data as Array<{ id: number }>)[0].id })],
      String(total),
    ]);
    const named = await ok<Array<{ folder: string; files: unknown[] }>>(
      api(w.member).GET(`/api/asm/assets/manage?project=${w.member.projectId}&q=tagged`),
    );
    expect(named.map((f) => [f.folder, f.files.length])).toEqual([['Tagged', 2]]);
    expect((await api(w.member).GET(`/api/asm/assets/manage?project=${w.member.projectId}&perPage=101`)).response.status).toBe(400);
    expect((await api(w.member).GET(`/api/asm/assets/manage?project=${w.member.projectId}&sort=files`)).response.status).toBe(400);
    expect((await api(w.otherTenant).DELETE(`/api/asm/tags?id=${only.id}`)).response.status).toBe(404);
    expect((await api(w.member).DELETE(`/api/asm/tags?id=${only.id}`)).response.status).toBe(204);
    expect(await ok(tagsOf(w.member, lead))).toEqual([]);
  });

  it("answers 404 for another tenant's record, 400 for a file of another project or bad input, and changes nothing", async () => {
    await ok(manage(w.member, { selected: [files[0].id], tagType: 'lead', typeId: lead }));
    expect((await tagsOf(w.otherTenant, lead)).response.status).toBe(404);
    expect((await manage(w.otherTenant, { selected: [], tagType: 'lead', typeId: lead })).response.status).toBe(404);
    expect((await manage(w.member, { selected: [files[0].id], tagType: 'lead', typeId: theirLead })).response.status).toBe(404);
    expect((await tagsOf(w.member, theirLead)).response.status).toBe(404);
    expect((await tagsOf(w.member, lead, 'customer')).response.status).toBe(404);
    const theirFolder = await addFolder(w.otherTenant, 'Their tagged');
    const theirFile = await ok<AssetDto>(upload(w.otherTenant, { label: 'X', folder: theirFolder }, { bytes: PDF, name: 'x.pdf' }));
    const foreign = await manage(w.member, { selected: [theirFile.id], tagType: 'lead', typeId: lead });
    expect([foreign.response.status, foreign.error?.errors?.[0]?.field]).toEqual([400, 'selected']);
    for (const body of [
      { selected: [files[0].id], tagType: 'video', typeId: lead },
      { selected: [files[0].id], tagType: 'lead', typeId: String(lead) },
      { selected: String(files[0].id), tagType: 'lead', typeId: lead },
      { selected: [files[0].id], tagType: 'lead' },
      { selected: [files[0].id], tagType: 'lead', typeId: lead, extra: 1 },
    ])
      expect((await manage(w.member, body)).response.status).toBe(400);
    expect((await api(w.member).GET('/api/asm/tags?tagType=video&typeId=1')).response.status).toBe(400);
    expect((await ok<Array<{ asset: number }>>(tagsOf(w.member, lead))).map((tag) => tag.asset)).toEqual([files[0].id]);
  });

  it("a file's delete takes its tags", async () => {
    await ok(manage(w.member, { selected: [files[0].id], tagType: 'lead', typeId: lead }));
    await ok(api(w.member).DELETE(`/api/asm/assets?id=${files[0].id}`));
    expect(await ok(tagsOf(w.member, lead))).toEqual([]);
  });
});

describe('the folder names the project (CONTRACT §5: no `project` needed, fields in any order)', () => {
  let second: number;
  let secondFolder: number;
  /** The spec's call: the file first, then label, folder and access, and no project anywhere. */
  const fileFirst = (m: ProjectMember, fields: Record<string, string | number>, bytes = PDF, query = '') => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'first.pdf');
    for (const [k, v] of Object.entries(fields)) body.append(k, String(v));
    return api(m).POST(`/api/asm/assets${query}`, { body, bodySerializer: (b: unknown) => b });
  };
  const nothingLeft = async (rows: number) => {
    expect(await assetCount()).toBe(rows);
    expect(await storedFileCount()).toBe(rows);
  };
  beforeAll(async () => {
    const project = await ok<{ id: number }>(
      w.clientA.api.POST('/api/projects', {
        body: {
          projectName: 'Second site',
          projectDescription: 'Second',
          website: 'https://two.example',
          subscription: w.clientA.subscriptionId,
        },
      }) as unknown as Promise<Outcome>,
    );
    second = project.id;
    secondFolder = await addFolder({ ...w.member, projectId: second }, 'Second plans');
  });

  it('stores a file sent before its fields into the folder, under the folder’s project', async () => {
    const asset = await ok<AssetDto>(fileFirst(w.member, { label: 'First', folder, access: 'public' }));
    expect(asset).toMatchObject({ label: 'First', folder, access: 'public', source: 'first.pdf' });
    expect(await keyOf(asset.id)).toMatch(new RegExp(`^${w.member.projectId}/[0-9a-f-]{36}\\.pdf$`));
    expect((await ok<AssetDto[]>(api(w.member).GET(`/api/asm/assets?folder=${folder}`))).map((a) => a.id)).toContain(asset.id);
    // Another project of the member's subscription: its folder names it.
    const there = await ok<AssetDto>(fileFirst(w.member, { label: 'There', folder: secondFolder }));
    expect(await keyOf(there.id)).toMatch(new RegExp(`^${second}/`));
    const [row] = await sql<{ project_id: number }>(`SELECT project_id FROM assets WHERE id = $1`, [there.id]);
    expect(row.project_id).toBe(second);
    // A project given as well, agreeing with the folder, is fine (the console and the CLI send one).
    expect((await fileFirst(w.member, { label: 'Agreed', folder: secondFolder, project: second })).response.status).toBe(200);
    expect((await fileFirst(w.member, { label: 'Agreed', folder: secondFolder }, PDF, `?project=${second}`)).response.status).toBe(200);
  });

  it('refuses a project that is not the folder’s (400 on project), another tenant’s folder (404), 413 and 415, leaving nothing', async () => {
    const rows = await assetCount();
    for (const [fields, query] of [
      [{ label: 'Mixed', folder: secondFolder, project: w.member.projectId }, ''],
      [{ label: 'Mixed', folder: secondFolder }, `?project=${w.member.projectId}`],
      [{ label: 'Mixed', folder, project: second }, ''],
    ] as const) {
      const { response, error } = await fileFirst(w.member, fields, PDF, query);
      expect([response.status, error?.errors?.map((e) => e.field)]).toEqual([400, ['project']]);
    }
    const theirs = await addFolder(w.otherTenant, 'Not yours');
    const foreign = await fileFirst(w.member, { label: 'Theirs', folder: theirs });
    expect([foreign.response.status, foreign.error?.code]).toEqual([404, 'asm.folder_not_found']);
    expect((await fileFirst(w.member, { label: 'None', folder: 999_999 })).response.status).toBe(404);
    const missing = await fileFirst(w.member, { label: 'Nowhere' });
    expect([missing.response.status, missing.error?.errors?.map((e) => e.field)]).toEqual([400, ['folder']]);
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 32)]);
    expect((await fileFirst(w.member, { label: 'Big', folder }, big)).response.status).toBe(413);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]);
    expect((await fileFirst(w.member, { label: 'Exe', folder }, exe)).response.status).toBe(415);
    await nothingLeft(rows);
  });
});
