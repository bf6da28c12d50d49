import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { PASSWORD } from '../../api/test/support/fixtures.js';
import { buildModuleWorld, type ModuleWorld } from '../../api/test/support/module-world.js';
import { useTestApp, type TestApp } from '../../api/test/support/test-app.js';
import { lines, runAtrium, signIn, type SignedIn } from './support/cli-harness.js';

// `atrium videos list|stats|upload`: a category's videos, one video's counters, and a streamed upload of a
// video with its cover, with a progress bar.

const CLIP = fileURLToPath(new URL('../../console/e2e/fixtures/clip.webm', import.meta.url));
const COVER = fileURLToPath(new URL('../../console/e2e/fixtures/cover.png', import.meta.url));

let t: TestApp;
let w: ModuleWorld;
let user: SignedIn;
let project: string;
let category: string;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
  project = String(w.member.projectId);
  const { data } = await w.member.api.GET('/api/users', { params: { query: { id: String(w.member.userId) } } });
  user = await signIn(t.baseUrl, (data as { email: string }).email, PASSWORD);
  category = String(
    (await unwrap(w.member.api.POST('/api/bms/categories', { body: { name: 'Trailers', project: w.member.projectId } }))).id,
  );
});

describe('atrium videos', () => {
  it('uploads a video with its cover and a progress bar, lists it and shows its likes and views', async () => {
    const up = await runAtrium(
      ['videos', 'upload', CLIP, '--title', 'Spring launch', '--category', category, '--cover', COVER, '--project', project],
      {
        env: user.env,
      },
    );
    expect(up.code).toBe(0);
    expect(up.stdout).toMatch(/^Uploaded "Spring launch" as video \d+\n$/);
    expect(up.stderr).toMatch(/100% \| \d+\/\d+ bytes/);
    const id = /video (\d+)/.exec(up.stdout)![1];

    for (let i = 0; i < 3; i++)
      await fetch(`${t.baseUrl}/api/public/bms/videos/${id}/likes`, { method: 'POST', headers: { 'x-api-key': w.member.apiKey } });
    await fetch(`${t.baseUrl}/api/public/bms/videos/${id}/views`, { method: 'POST', headers: { 'x-api-key': w.member.apiKey } });

    const table = lines((await runAtrium(['videos', 'list', '--category', category], { env: user.env })).stdout);
    expect(table[0]).toMatch(/^ID\s+TITLE\s+LIKES\s+VIEWS\s+ADDED$/);
    expect(table[1]).toMatch(new RegExp(`^${id}\\s+Spring launch\\s+3\\s+1\\s`));
    const json = await runAtrium(['videos', 'list', '--category', category, '--json'], { env: user.env });
    expect(JSON.parse(json.stdout)).toMatchObject({ total: 1, data: [{ id: Number(id), title: 'Spring launch', likes: 3, views: 1 }] });

    const stats = await runAtrium(['videos', 'stats', id], { env: user.env });
    expect(stats.code).toBe(0);
    expect(stats.stdout).toMatch(/Likes:\s+3/);
    expect(stats.stdout).toMatch(/Views:\s+1/);
    expect(JSON.parse((await runAtrium(['videos', 'stats', id, '--json'], { env: user.env })).stdout)).toEqual({ likes: 3, views: 1 });
  });

  it("says why the server refuses an upload, names a missing option, and another tenant's video is not found", async () => {
    const swapped = await runAtrium(
      ['videos', 'upload', COVER, '--title', 'Swapped', '--category', category, '--cover', CLIP, '--project', project],
      {
        env: user.env,
      },
    );
    expect(swapped.code).toBe(1);
    expect(swapped.stderr).toMatch(/not a video/);
    const missing = await runAtrium(['videos', 'upload', CLIP, '--title', 'No cover', '--category', category, '--project', project], {
      env: user.env,
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--cover');
    const absent = await runAtrium(['videos', 'stats', '999999'], { env: user.env });
    expect(absent.code).toBe(1);
    expect(absent.stderr).toMatch(/Video not found/);
    const foreign = await runAtrium(['videos', 'list', '--category', '999999'], { env: user.env });
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toMatch(/Video category not found/);
  });

  it('needs no --project: the category names it', async () => {
    const up = await runAtrium(['videos', 'upload', CLIP, '--title', 'No project', '--category', category, '--cover', COVER], {
      env: user.env,
    });
    expect(up.code).toBe(0);
    const id = Number(/video (\d+)/.exec(up.stdout)![1]);
    const json = await runAtrium(['videos', 'list', '--category', category, '--json'], { env: user.env });
    expect((JSON.parse(json.stdout) as { data: Array<{ id: number; project: number }> }).data).toContainEqual(
      expect.objectContaining({ id, project: w.member.projectId }),
    );
  });
});
