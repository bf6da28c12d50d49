import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { PASSWORD } from '../../api/test/support/fixtures.js';
import { buildModuleWorld, type ModuleWorld } from '../../api/test/support/module-world.js';
import { useTestApp, type TestApp } from '../../api/test/support/test-app.js';
import { lines, runAtrium, signIn, type SignedIn } from './support/cli-harness.js';

// `atrium leads|customers|items import FILE [--dry-run]`: the upload, then every row checked or imported.

let t: TestApp;
let w: ModuleWorld;
let user: SignedIn;
let dir: string;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
  const { data } = await w.member.api.GET('/api/users', { params: { query: { id: String(w.member.userId) } } });
  user = await signIn(t.baseUrl, (data as { email: string }).email, PASSWORD);
  dir = await mkdtemp(join(tmpdir(), 'atrium-cli-import-'));
});

const atrium = (...args: string[]) => runAtrium(args, { env: user.env });
async function csv(name: string, text: string): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, text);
  return file;
}
const leadEmails = async () =>
  (
    (await t.running.database.dataSource.query(`SELECT email::text AS email FROM leads WHERE project_id = $1 ORDER BY id`, [
      w.member.projectId,
    ])) as Array<{ email: string }>
  ).map((r) => r.email);

describe('atrium leads import', () => {
  it('a dry run prints each bad row and writes nothing (exit 1); the import then writes them all', async () => {
    const project = String(w.member.projectId);
    const bad = await csv('bad.csv', 'Prénom;Nom;Courriel;Téléphone\nAda;Lovelace;ada@cli.example;1\nBob;;bob;2\n');
    const dry = await atrium('leads', 'import', bad, '--dry-run', '--project', project);
    expect(dry.code).toBe(1);
    expect(lines(dry.stdout)).toEqual([
      'row,column,message',
      '3,Nom,is required',
      '3,Courriel,must be an e-mail address',
      'Dry run: 1 of 2 rows have errors (2 rows checked, nothing written)',
    ]);
    expect(dry.stderr).toMatch(/1 rows have errors/);
    expect(await leadEmails()).toEqual([]);

    const good = await csv('good.csv', 'First name,Last name,Email,Phone\nAda,Lovelace,ada@cli.example,1\nBob,Builder,bob@cli.example,2\n');
    const done = await atrium('leads', 'import', good, '--project', project);
    expect(done.code).toBe(0);
    expect(lines(done.stdout).at(-1)).toMatch(/^Import \d+: 2 rows: 2 created, 0 updated, 0 skipped, 0 with errors$/);
    expect(await leadEmails()).toEqual(['ada@cli.example', 'bob@cli.example']);
    // Again, duplicates skipped by default.
    const again = await atrium('leads', 'import', good, '--project', project, '--json');
    expect(JSON.parse(again.stdout)).toMatchObject({ status: 'done', created: 0, skipped: 2 });
  });

  it('all or nothing by default: bad rows fail the import (exit 1, one line) and write nothing', async () => {
    const file = await csv('mixed.csv', 'First name,Last name,Email,Phone\nCy,Good,cy@cli.example,1\nDi,,di@cli.example,2\n');
    const r = await atrium('leads', 'import', file, '--project', String(w.member.projectId));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/1 of 2 rows have errors: nothing was imported/);
    expect(await leadEmails()).not.toContain('cy@cli.example');
    const skipped = await atrium('leads', 'import', file, '--project', String(w.member.projectId), '--mode', 'skip');
    expect(skipped.code).toBe(0);
    expect(await leadEmails()).toContain('cy@cli.example');
  });

  it('names the required fields no header maps', async () => {
    const file = await csv('nomail.csv', 'First name,Last name,Phone\nA,B,1\n');
    const r = await atrium('leads', 'import', file, '--project', String(w.member.projectId));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/No column of .*nomail\.csv names Email \(columns: First name, Last name, Phone\)/);
  });
});

describe('atrium customers and items import', () => {
  it('imports customers (groups by name) and a group’s items', async () => {
    const project = w.member.projectId;
    const customers = await csv('customers.csv', 'First name,Last name,Email,Customer group\nEve,Ng,eve@cli.example,Retail\n');
    expect((await atrium('customers', 'import', customers, '--project', String(project))).code).toBe(0);
    const template = await unwrap(w.member.api.POST('/api/inv/templates', { body: { name: 'Parts', fields: 'item,cost', project } }));
    const group = await unwrap(w.member.api.POST('/api/inv/groups', { body: { name: 'Bin', template: template.id, project } }));
    const items = await csv('items.csv', 'item,cost\nBolt,0.25\nNut,0.10\n');
    const r = await atrium('items', 'import', items, '--group', String(group.id));
    expect([r.code, lines(r.stdout).at(-1)]).toEqual([0, expect.stringMatching(/2 created/)]);
  });
});
