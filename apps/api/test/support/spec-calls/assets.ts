// Spec 2 §7 "Notes and users" and "Digital assets", as the project's user.
import { beforeAll, describe, expect } from '@jest/globals';
import { created, expectList, expectRecord, expectStatus, ids, multipart, num, PDF, str, type Caller } from './http.js';
import { specCall, specCall1 } from './registry.js';
import type { SpecWorld } from './world.js';

const NOTE = { id: num, note: str, dateAdded: num, recipientId: num, recipientType: str };
const FOLDER = { id: num, folder: str, project: num };
const ASSET = { id: num, label: str, access: str, source: str, dateTime: num, folder: num };
const ASSET_TAG = { id: num, tagType: str, typeId: num, assetDetails: { label: str, dateTime: num, source: str } };

export function assetCalls(w: () => SpecWorld): void {
  const user = (): Caller => w().user.call;
  const project = () => w().project.id;
  const addFolder = (folder: string) => user()('POST', '/asm/folders', { project: project(), folder }).then(created);
  /** An upload that also names the project (the fixture's way, whatever the spec's call answers). */
  const addAsset = (label: string, name = 'plan.pdf') =>
    user()(
      'POST',
      '/asm/assets',
      multipart({ project: project(), label, folder, access: 'private', file: [PDF, name, 'application/pdf'] }),
    ).then(created);
  const addNote = (note: string) =>
    user()('POST', '/notes', { note, addedBy: w().user.id, recipientId: lead, recipientType: 'lead' }).then(created);

  let lead: number;
  let folder: number;
  let asset: number;
  beforeAll(async () => {
    lead = created(
      await user()('POST', '/com/leads', {
        firstname: 'Nora',
        lastname: 'Noted',
        phone: '555-0166',
        email: `nora-${w().unique()}@example.com`,
        project: project(),
      }),
    );
    await addNote('Called back on Monday');
    folder = await addFolder('Plans');
    asset = await addAsset('Floor plan', 'floor-plan.pdf');
  });

  describe('Notes and users', () => {
    specCall1('GET /users?project', async () => {
      expect(ids(expectList(await user()('GET', `/users?project=${project()}`), { id: num, firstname: str }))).toContain(w().user.id);
    });
    specCall1('GET /notes/type?recipientType&id', async () => {
      expectList(await user()('GET', `/notes/type?recipientType=lead&id=${lead}`), { ...NOTE, recipientId: lead, recipientType: 'lead' });
    });
    specCall1('POST /notes {note, addedBy, recipientId, recipientType}', async () => {
      const body = { note: 'Wants a viewing', addedBy: w().user.id, recipientId: lead, recipientType: 'lead' };
      expectRecord(await user()('POST', '/notes', body), { ...NOTE, ...body });
    });
    specCall1('DELETE /notes?id', async () => {
      const id = await addNote('Doomed');
      expectStatus(await user()('DELETE', `/notes?id=${id}`), 204);
    });
  });

  describe('Folders', () => {
    const reads = 'GET /asm/folders?project or ?id';
    specCall(reads, '?project', async () => {
      expect(ids(expectList(await user()('GET', `/asm/folders?project=${project()}`), FOLDER))).toContain(folder);
    });
    specCall(reads, '?id', async () => {
      expectRecord(await user()('GET', `/asm/folders?id=${folder}`), { ...FOLDER, id: folder, folder: 'Plans' });
    });
    specCall1('POST /asm/folders {project, folder}', async () => {
      expectRecord(await user()('POST', '/asm/folders', { project: project(), folder: 'Photos' }), { ...FOLDER, folder: 'Photos' });
    });
    specCall1('PATCH /asm/folders {id, folder}', async () => {
      const id = await addFolder('Drafts');
      expectStatus(await user()('PATCH', '/asm/folders', { id, folder: 'Drafts, renamed' }), 204);
      expectRecord(await user()('GET', `/asm/folders?id=${id}`), { folder: 'Drafts, renamed' });
    });
    specCall1('DELETE /asm/folders?id', async () => {
      const id = await addFolder('Doomed');
      expectStatus(await user()('DELETE', `/asm/folders?id=${id}`), 204);
    });
  });

  describe('Assets and tags', () => {
    specCall1('POST /asm/assets multipart {file, label, folder, access}', async () => {
      const body = multipart({ file: [PDF, 'brochure.pdf', 'application/pdf'], label: 'Brochure', folder, access: 'public' });
      expectRecord(await user()('POST', '/asm/assets', body), { ...ASSET, label: 'Brochure', access: 'public', folder });
    });
    specCall1('GET /asm/assets?folder={id}', async () => {
      expect(ids(expectList(await user()('GET', `/asm/assets?folder=${folder}`), { ...ASSET, folder }))).toContain(asset);
    });
    specCall1('DELETE /asm/assets?id', async () => {
      const id = await addAsset('Doomed');
      expectStatus(await user()('DELETE', `/asm/assets?id=${id}`), 204);
    });
    specCall1('GET /asm/assets/download?id returns file content saved under its source name', async () => {
      const read = expectList(await user()('GET', `/asm/assets?folder=${folder}`), ASSET).find((r) => r.id === asset)!;
      const a = await user()('GET', `/asm/assets/download?id=${asset}`);
      expectStatus(a, 200);
      expect(a.bytes.equals(PDF)).toBe(true);
      expect(a.headers.get('content-disposition')).toContain(String(read.source));
    });
    specCall1('GET /asm/assets/manage?project returns folders with files and tags', async () => {
      const folders = expectList(await user()('GET', `/asm/assets/manage?project=${project()}`), {
        id: num,
        folder: str,
        files: expect.any(Array),
      });
      const plans = folders.find((f) => f.id === folder)!;
      expect(plans.files).toContainEqual(expect.objectContaining({ id: asset, filename: str, tags: expect.any(Array) }));
    });
    specCall1('PATCH /asm/assets/manage {selected (file ids), tagType, typeId}, 204', async () => {
      expectStatus(await user()('PATCH', '/asm/assets/manage', { selected: [asset], tagType: 'lead', typeId: lead }), 204);
    });
    specCall1('GET /asm/tags?typeId&tagType', async () => {
      const id = await addAsset('Tagged');
      expectStatus(await user()('PATCH', '/asm/assets/manage', { selected: [id], tagType: 'lead', typeId: lead }), 204);
      expectList(await user()('GET', `/asm/tags?typeId=${lead}&tagType=lead`), { ...ASSET_TAG, tagType: 'lead', typeId: lead });
    });
    specCall1('DELETE /asm/tags?id', async () => {
      const id = await addAsset('Detached');
      expectStatus(await user()('PATCH', '/asm/assets/manage', { selected: [id], tagType: 'lead', typeId: lead }), 204);
      const tags = expectList(await user()('GET', `/asm/tags?typeId=${lead}&tagType=lead`), ASSET_TAG);
      const tag = tags.find((t) => (t.asset as number) === id)!;
      expectStatus(await user()('DELETE', `/asm/tags?id=${tag.id}`), 204);
    });
  });
}
