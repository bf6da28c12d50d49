// CSV imports (issue 23 §2, decision 0020): upload, guessed mapping and preview, then the job in either mode,
// duplicates updated or skipped, the error report, the audit trail's one `import` event, the customers export
// read back into another project, and an import that another tenant cannot see.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap, type components } from '@atrium/api-client';
import { buildModuleWorld, type ModuleWorld, type ProjectMember } from './support/module-world.js';
import { useTestApp, type TestApp } from './support/test-app.js';

type ImportDto = components['schemas']['ImportDto'];

let t: TestApp;
let w: ModuleWorld;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
});

const BOM = '\uFEFF';
const sql = <T>(text: string, params: unknown[] = []) => t.running.database.dataSource.query(text, params) as Promise<T[]>;
type Untyped = Record<'POST' | 'GET', (url: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>>;
const raw = (m: ProjectMember) => m.api as unknown as Untyped;

function form(fields: Record<string, string | number>, file: { text: string | Uint8Array; name?: string }): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, String(v));
  const bytes = typeof file.text === 'string' ? new TextEncoder().encode(file.text) : file.text;
  body.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), file.name ?? 'people.csv');
  return body;
}

const upload = (m: ProjectMember, path: string, fields: Record<string, string | number>, text: string | Uint8Array) =>
  raw(m).POST(`/api/${path}/imports`, { body: form(fields, { text }), bodySerializer: (b: unknown) => b });

async function uploaded(m: ProjectMember, path: string, fields: Record<string, string | number>, text: string): Promise<ImportDto> {
  const { data, response, error } = await upload(m, path, fields, text);
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${JSON.stringify(error)}`);
  return data as ImportDto;
}

const start = (
  m: ProjectMember,
  id: number,
  options: { mapping: Array<string | null>; mode: 'all' | 'skip'; duplicates: 'update' | 'skip'; dryRun?: boolean },
) => m.api.POST('/api/imports/start', { body: { id, ...options } });

/** Polls the import until its job has finished. */
async function finished(m: ProjectMember, id: number): Promise<ImportDto> {
  for (let i = 0; i < 400; i++) {
    const got = await unwrap(m.api.GET('/api/imports', { params: { query: { id: String(id) } } }));
    if (got.status === 'done' || got.status === 'failed') return got;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`import ${id} did not finish`);
}

async function run(
  m: ProjectMember,
  path: string,
  fields: Record<string, string | number>,
  text: string,
  options: Partial<Parameters<typeof start>[2]> = {},
) {
  const imp = await uploaded(m, path, fields, text);
  const started = await start(m, imp.id, { mapping: imp.mapping, mode: 'all', duplicates: 'update', ...options });
  expect(started.response.status).toBe(202);
  return finished(m, imp.id);
}

const leadsOf = (project: number) =>
  sql<{ firstname: string; lastname: string; email: string; phone: string }>(
    `SELECT firstname, lastname, email::text AS email, phone FROM leads WHERE project_id = $1 ORDER BY id`,
    [project],
  );
const errorReport = async (m: ProjectMember, id: number) =>
  (await raw(m).GET(`/api/imports/errors?id=${id}`, { parseAs: 'text' })).data as string;

describe('leads import', () => {
  it('reads a semicolon file with a BOM and quoted fields (separators, quotes, line breaks), guesses the mapping, previews, imports', async () => {
    const project = w.member.projectId;
    const text = `${BOM}Prénom;Nom;E-mail;Téléphone;Notes\r\n"Ada";"Love; lace";ada@import.example;"555-0101";"said ""hi""\non two lines"\r\nGrace;Hopper;grace@import.example;555-0102;\r\n`;
    const imp = await uploaded(w.member, 'com/leads', { project }, text);
    expect(imp).toMatchObject({ status: 'uploaded', delimiter: ';', total: 2, columns: ['Prénom', 'Nom', 'E-mail', 'Téléphone', 'Notes'] });
    expect(imp.mapping).toEqual(['firstname', 'lastname', 'email', 'phone', null]);
    expect(imp.preview!.rows.map((r) => [r.row, r.cells[1], r.errors])).toEqual([
      [2, 'Love; lace', []],
      [3, 'Hopper', []],
    ]);
    // Mapping edited: a preview names the rows' errors under their columns; a mapping missing a required field is a 400.
    const edited = await unwrap(
      w.member.api.POST('/api/imports/preview', { body: { id: imp.id, mapping: ['firstname', null, 'email', 'phone', 'lastname'] } }),
    );
    expect(edited.rows.map((r) => r.errors)).toEqual([[], [{ row: 3, column: 'Notes', message: 'is required' }]]);
    const twice = await w.member.api.POST('/api/imports/preview', {
      body: { id: imp.id, mapping: ['firstname', 'lastname', 'email', 'phone', 'email'] },
    });
    expect([twice.response.status, (twice.error as { code?: string }).code]).toEqual([400, 'imports.mapping_invalid']);
    const missing = await w.member.api.POST('/api/imports/preview', {
      body: { id: imp.id, mapping: ['firstname', 'lastname', null, 'phone', null] },
    });
    expect([missing.response.status, (missing.error as { message?: string }).message]).toEqual([400, 'mapping must map a column to Email']);

    expect((await start(w.member, imp.id, { mapping: imp.mapping, mode: 'all', duplicates: 'update' })).response.status).toBe(202);
    const done = await finished(w.member, imp.id);
    expect(done).toMatchObject({ status: 'done', processed: 2, created: 2, updated: 0, failed: 0, errorReport: false });
    expect((await leadsOf(project)).filter((l) => l.email.endsWith('@import.example'))).toEqual([
      { firstname: 'Ada', lastname: 'Love; lace', email: 'ada@import.example', phone: '555-0101' },
      { firstname: 'Grace', lastname: 'Hopper', email: 'grace@import.example', phone: '555-0102' },
    ]);
    // Started once: a second start is a conflict.
    expect((await start(w.member, imp.id, { mapping: imp.mapping, mode: 'all', duplicates: 'update' })).response.status).toBe(409);

    // The audit trail holds one import event with its counts, and no create record of its rows.
    const trail = await sql<{ action: string; changes: Record<string, [unknown, unknown]> }>(
      `SELECT action, changes FROM audit_records WHERE resource = 'leads' AND project_id = $1
          AND (action = 'import' OR record_id IN (SELECT id FROM leads WHERE email::text LIKE '%@import.example'))`,
      [project],
    );
    expect(trail.map((r) => r.action)).toEqual(['import']);
    expect(trail[0].changes).toMatchObject({ created: [null, 2], rows: [null, 2], mode: [null, 'all'], file: [null, 'people.csv'] });
  });

  it('all or nothing: bad rows write nothing and the report names them; skip: the good rows are written', async () => {
    const project = w.member.projectId;
    const text =
      'First name,Last name,Email,Phone\nGood,One,good1@bad.example,1\n,Two,not-an-email,2\nGood,Three,good3@bad.example,3\nDup,Four,good1@bad.example,4\n';
    const refused = await run(w.member, 'com/leads', { project }, text, { mode: 'all' });
    expect(refused).toMatchObject({ status: 'failed', processed: 4, failed: 2, created: 0, errorReport: true });
    expect(refused.message).toBe('2 of 4 rows have errors: nothing was imported');
    expect((await leadsOf(project)).filter((l) => l.email.endsWith('@bad.example'))).toEqual([]);
    expect(await errorReport(w.member, refused.id)).toBe(
      'row,column,message\r\n3,First name,is required\r\n3,Email,must be an e-mail address\r\n5,Email,repeats the e-mail of row 2\r\n',
    );

    const skipped = await run(w.member, 'com/leads', { project }, text, { mode: 'skip' });
    expect(skipped).toMatchObject({ status: 'done', processed: 4, failed: 2, created: 2, errorReport: true });
    expect((await leadsOf(project)).filter((l) => l.email.endsWith('@bad.example')).map((l) => l.email)).toEqual([
      'good1@bad.example',
      'good3@bad.example',
    ]);
  });

  it('a dry run checks every row and writes nothing; the same import may then run for real', async () => {
    const project = w.member.projectId;
    const imp = await uploaded(w.member, 'com/leads', { project }, 'email,firstname,lastname,phone\ndry@run.example,Dry,Run,1\n');
    await start(w.member, imp.id, { mapping: imp.mapping, mode: 'all', duplicates: 'update', dryRun: true });
    expect(await finished(w.member, imp.id)).toMatchObject({
      status: 'done',
      dryRun: true,
      processed: 1,
      created: 0,
      message: 'All 1 rows are valid',
    });
    expect((await leadsOf(project)).filter((l) => l.email === 'dry@run.example')).toEqual([]);
    await start(w.member, imp.id, { mapping: imp.mapping, mode: 'all', duplicates: 'update' });
    expect(await finished(w.member, imp.id)).toMatchObject({ status: 'done', created: 1 });
  });

  it('duplicates by e-mail (any case) update the project’s lead or are skipped', async () => {
    const project = w.member.projectId;
    await run(w.member, 'com/leads', { project }, 'First name,Last name,Email,Phone\nOld,Name,dup@lead.example,1\n');
    const skipped = await run(
      w.member,
      'com/leads',
      { project },
      'First name,Last name,Email,Phone\nNew,Name,DUP@lead.example,2\nFresh,One,fresh@lead.example,3\n',
      {
        duplicates: 'skip',
      },
    );
    expect(skipped).toMatchObject({ created: 1, updated: 0, skipped: 1 });
    expect((await leadsOf(project)).find((l) => l.email === 'dup@lead.example')).toMatchObject({ firstname: 'Old', phone: '1' });
    const updated = await run(w.member, 'com/leads', { project }, 'First name,Last name,Email,Phone\nNew,Name,DUP@lead.example,2\n', {
      duplicates: 'update',
    });
    expect(updated).toMatchObject({ created: 0, updated: 1, skipped: 0 });
    expect((await leadsOf(project)).find((l) => l.email.toLowerCase() === 'dup@lead.example')).toMatchObject({
      firstname: 'New',
      phone: '2',
    });
  });

  it('refuses what is not a UTF-8 CSV at the upload (400, nothing kept), and another tenant never sees the import', async () => {
    const project = w.member.projectId;
    // Latin-1 in the first bytes: not text as the upload recognises it (415); further on, the parse refuses it (400).
    const latin1 = (head: string) => new Uint8Array([...new TextEncoder().encode(head), 0x43, 0x61, 0x66, 0xe9, 0x2c, 0x78, 0x0a]);
    expect((await upload(w.member, 'com/leads', { project }, latin1('firstname,lastname\n'))).response.status).toBe(415);
    const notUtf8 = await upload(w.member, 'com/leads', { project }, latin1(`firstname,lastname\n${'a,b\n'.repeat(100_000)}`));
    expect([notUtf8.response.status, (notUtf8.error as { message?: string }).message]).toEqual([
      400,
      'The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again',
    ]);
    expect(await sql(`SELECT id FROM imports WHERE project_id = $1 AND file_name = 'people.csv' AND total > 1000`, [project])).toEqual([]);
    const unclosed = await upload(w.member, 'com/leads', { project }, 'firstname,lastname\n"Ada,Lovelace\n');
    expect([unclosed.response.status, (unclosed.error as { code?: string }).code]).toEqual([400, 'imports.file_invalid']);
    const empty = await upload(w.member, 'com/leads', { project }, '\n\n');
    expect(empty.response.status).toBe(400);
    // Into another tenant's project: 404, as for any of its records.
    expect((await upload(w.member, 'com/leads', { project: w.otherTenant.projectId }, 'email\na@b.example\n')).response.status).toBe(404);

    const imp = await uploaded(w.member, 'com/leads', { project }, 'First name,Last name,Email,Phone\nA,B,mine@tenant.example,1\n');
    const theirs = w.otherTenant.api;
    expect((await theirs.GET('/api/imports', { params: { query: { id: String(imp.id) } } })).response.status).toBe(404);
    expect(
      (await theirs.POST('/api/imports/start', { body: { id: imp.id, mapping: imp.mapping, mode: 'all', duplicates: 'skip' } })).response
        .status,
    ).toBe(404);
    expect((await theirs.POST('/api/imports/preview', { body: { id: imp.id, mapping: imp.mapping } })).response.status).toBe(404);
    expect((await raw(w.otherTenant).GET(`/api/imports/errors?id=${imp.id}`, {})).response.status).toBe(404);
    // A subscription without the module is refused the import, as every route of that module.
    expect((await w.withoutCrm.api.GET('/api/imports', { params: { query: { id: String(imp.id) } } })).response.status).toBe(404);
  });
});

describe('customers import', () => {
  it('reads the customers export back into another project: same rows, groups added by name', async () => {
    const project = w.member.projectId;
    const group = await unwrap(w.member.api.POST('/api/crm/groups', { body: { groupName: 'Round trip', project } }));
    const people = [
      {
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@trip.example',
        phone: '=1+2',
        address: '1 Main St, Apt "B"',
        city: 'Montréal',
        province: 'QC',
      },
      {
        firstname: 'Alan',
        lastname: 'Turing',
        email: 'alan@trip.example',
        phone: '',
        address: 'Line one\nLine two',
        city: '',
        province: '',
      },
    ];
    for (const p of people) await unwrap(w.member.api.POST('/api/crm/customers', { body: { ...p, customerGroup: group.id, project } }));
    const exported = (await raw(w.member).GET(`/api/crm/customers/export?project=${project}`, { parseAs: 'text' })).data as string;

    const target = w.otherTenant;
    const done = await run(target, 'crm/customers', { project: target.projectId }, exported, { mode: 'all' });
    expect(done).toMatchObject({ status: 'done', created: 2, failed: 0 });
    const rows = await sql<Record<string, string>>(
      `SELECT c.firstname, c.lastname, c.email::text AS email, c.phone, c.address, c.city, c.province, g.group_name AS "group"
       FROM customers c JOIN customer_groups g ON g.id = c.customer_group_id WHERE c.project_id = $1 ORDER BY c.id`,
      [target.projectId],
    );
    // The export defused a formula-leading cell with a quote ("'=1+2"): it reads back as that text.
    expect(rows).toEqual(people.map((p) => ({ ...p, phone: p.phone ? `'${p.phone}` : '', group: 'Round trip' })));

    // Read back again with duplicates skipped: nothing added; updated: the same customers, no new group.
    expect(await run(target, 'crm/customers', { project: target.projectId }, exported, { duplicates: 'skip' })).toMatchObject({
      created: 0,
      skipped: 2,
    });
    expect(await run(target, 'crm/customers', { project: target.projectId }, exported, { duplicates: 'update' })).toMatchObject({
      created: 0,
      updated: 2,
    });
    expect(await sql(`SELECT id FROM customer_groups WHERE project_id = $1`, [target.projectId])).toHaveLength(1);
  });

  it('names an unknown assignee per row; an assignee given by e-mail is the user', async () => {
    const project = w.member.projectId;
    const [{ email }] = await sql<{ email: string }>(`SELECT email::text AS email FROM people WHERE id = $1`, [w.member.userId]);
    const text = `First name,Last name,Email,Customer group,Assigned to\nA,B,a@assign.example,Team,${email}\nC,D,c@assign.example,Team,nobody@else.example\n`;
    const done = await run(w.member, 'crm/customers', { project }, text, { mode: 'skip' });
    expect(done).toMatchObject({ created: 1, failed: 1 });
    expect(await errorReport(w.member, done.id)).toContain(`3,Assigned to,is not a user of the project's subscription`);
    expect((await sql<{ assigned_to: number }>(`SELECT assigned_to FROM customers WHERE email = 'a@assign.example'`))[0].assigned_to).toBe(
      w.member.userId,
    );
  });
});

describe('items import', () => {
  it("imports a group's items from one column per template field; costs are checked as an item's are", async () => {
    const project = w.member.projectId;
    const template = await unwrap(
      w.member.api.POST('/api/inv/templates', { body: { name: 'Cars', fields: 'item,cost,colour', project } as never }),
    );
    const group = await unwrap(w.member.api.POST('/api/inv/groups', { body: { name: 'Lot', template: template.id, project } as never }));
    const text = 'Item,Cost,Colour\nMini,12.50,red\nBus,-1,blue\n';
    const done = await run(w.member, 'inv/items', { inventoryGroup: group.id }, text, { mode: 'skip' });
    expect(done).toMatchObject({ resource: 'items', mapping: ['item', 'cost', 'colour'], created: 1, failed: 1 });
    expect(await errorReport(w.member, done.id)).toBe('row,column,message\r\n3,Cost,must be a number\r\n');
    expect(
      await sql(`SELECT item, cost::text AS cost, status, data FROM inventory_items WHERE inventory_group_id = $1`, [group.id]),
    ).toEqual([{ item: 'Mini', cost: '12.50', status: 0, data: { item: 'Mini', cost: 12.5, colour: 'red' } }]);
  });
});
