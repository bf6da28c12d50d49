import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { PASSWORD } from '../../api/test/support/fixtures.js';
import { buildModuleWorld, type ModuleWorld } from '../../api/test/support/module-world.js';
import { useTestApp, type TestApp } from '../../api/test/support/test-app.js';
import { dispositionName } from '../src/commands/assets/download.command.js';
import { lines, runAtrium, signIn, type SignedIn } from './support/cli-harness.js';

// `atrium assets list|upload|download`: folders and files of the project named by --project; uploads are
// streamed with a progress bar, downloads saved under the file's own name.

let t: TestApp;
let w: ModuleWorld;
let user: SignedIn;
let project: string;
let folder: number;
let dir: string;
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200_000, 32), Buffer.from('\n%%EOF\n')]);
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
  project = String(w.member.projectId);
  const { data } = await w.member.api.GET('/api/users', { params: { query: { id: String(w.member.userId) } } });
  user = await signIn(t.baseUrl, (data as { email: string }).email, PASSWORD);
  folder = (await unwrap(w.member.api.POST('/api/asm/folders', { body: { folder: 'Plans', project: w.member.projectId } }))).id;
  dir = await mkdtemp(join(tmpdir(), 'atrium-assets-'));
  await writeFile(join(dir, 'floor plan.pdf'), PDF);
});

describe('atrium assets', () => {
  it('uploads a file with a progress bar, lists it, and downloads it under its own name', async () => {
    const up = await runAtrium(
      ['assets', 'upload', join(dir, 'floor plan.pdf'), '--folder', String(folder), '--label', 'Floor', '--project', project],
      {
        env: user.env,
      },
    );
    expect(up.code).toBe(0);
    expect(up.stdout).toMatch(/^Uploaded floor plan\.pdf as asset \d+ \(private\)\n$/);
    expect(up.stderr).toContain(`100% | ${PDF.length}/${PDF.length} bytes`);
    const id = /asset (\d+)/.exec(up.stdout)![1];

    const folders = lines((await runAtrium(['assets', 'list', '--project', project], { env: user.env })).stdout);
    expect(folders[0]).toMatch(/^ID\s+FOLDER\s+ADDED$/);
    expect(folders[1]).toMatch(new RegExp(`^${folder}\\s+Plans\\s`));
    const files = await runAtrium(['assets', 'list', '--project', project, '--folder', String(folder), '--json'], { env: user.env });
    expect(JSON.parse(files.stdout)).toMatchObject({
      total: 1,
      data: [{ id: Number(id), label: 'Floor', source: 'floor plan.pdf', size: PDF.length }],
    });

    const into = await mkdtemp(join(tmpdir(), 'atrium-download-'));
    const down = await runAtrium(['assets', 'download', id, '--out', join(into, 'copy.pdf')], { env: user.env });
    expect(down).toMatchObject({ code: 0, stdout: '' });
    expect(await readFile(join(into, 'copy.pdf'))).toEqual(PDF);
    expect(await readdir(into)).toEqual(['copy.pdf']);
    const cwd = process.cwd();
    process.chdir(into);
    try {
      expect((await runAtrium(['assets', 'download', id], { env: user.env })).stderr).toContain('Saved floor plan.pdf');
    } finally {
      process.chdir(cwd);
    }
    expect(await readFile(join(into, 'floor plan.pdf'))).toEqual(PDF);
  });

  it('uploads a public file with --public; says why the server refuses one; names a missing option', async () => {
    const up = await runAtrium(
      [
        'assets',
        'upload',
        join(dir, 'floor plan.pdf'),
        '--folder',
        String(folder),
        '--label',
        'Open',
        '--public',
        '--project',
        project,
        '--json',
      ],
      {
        env: user.env,
      },
    );
    expect(JSON.parse(up.stdout)).toMatchObject({ access: 'public', publicUrl: expect.stringMatching(/^\/api\/public\/assets\/\d+$/) });
    await writeFile(
      join(dir, 'tool.exe'),
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]),
    );
    const refused = await runAtrium(
      ['assets', 'upload', join(dir, 'tool.exe'), '--folder', String(folder), '--label', 'Tool', '--project', project],
      {
        env: user.env,
      },
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/not accepted here/);
    const foreign = await runAtrium(
      [
        'assets',
        'upload',
        join(dir, 'floor plan.pdf'),
        '--folder',
        String(folder),
        '--label',
        'X',
        '--project',
        String(w.otherTenant.projectId),
      ],
      {
        env: user.env,
      },
    );
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toMatch(/Project not found/);
    const missing = await runAtrium(['assets', 'upload', join(dir, 'floor plan.pdf'), '--project', project], { env: user.env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--folder');
    const absent = await runAtrium(['assets', 'download', '999999'], { env: user.env });
    expect(absent.code).toBe(1);
    expect(absent.stderr).toMatch(/Asset not found/);
  });

  it('needs no --project: the folder names it', async () => {
    const up = await runAtrium(['assets', 'upload', join(dir, 'floor plan.pdf'), '--folder', String(folder), '--label', 'Anywhere'], {
      env: user.env,
    });
    expect(up.code).toBe(0);
    const id = Number(/asset (\d+)/.exec(up.stdout)![1]);
    const files = await runAtrium(['assets', 'list', '--project', project, '--folder', String(folder), '--json'], { env: user.env });
    expect((JSON.parse(files.stdout) as { data: Array<{ id: number }> }).data.map((a) => a.id)).toContain(id);
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(dispositionName('attachment; filename="plan.pdf"')).toBe('plan.pdf');
    expect(dispositionName(`inline; filename="caf_.pdf"; filename*=UTF-8''caf%C3%A9.pdf`)).toBe('café.pdf');
    expect(dispositionName(null)).toBeUndefined();
  });
});
