import { beforeAll, describe, expect, it } from '@jest/globals';
import { PASSWORD } from '../../api/test/support/fixtures.js';
import { buildModuleWorld, type ModuleWorld } from '../../api/test/support/module-world.js';
import { useTestApp, type TestApp } from '../../api/test/support/test-app.js';
import { lines, runAtrium, signIn, type SignedIn } from './support/cli-harness.js';

// `atrium stats <dataset> --from --to`: one series of the user dashboard, a day per row, or the answer as JSON.

let t: TestApp;
let w: ModuleWorld;
let user: SignedIn;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
  const { data } = await w.member.api.GET('/api/users', { params: { query: { id: String(w.member.userId) } } });
  user = await signIn(t.baseUrl, (data as { email: string }).email, PASSWORD);
  let n = 0;
  for (const time of ['2026-03-01T08:00:00Z', '2026-03-01T23:59:59Z', '2026-03-03T00:00:00Z', '2026-03-04T00:00:00Z'])
    await t.running.database.dataSource.query(
      `INSERT INTO leads (project_id, firstname, lastname, phone, email, created_at) VALUES ($1, 'A', 'B', '5', $2, $3)`,
      [w.member.projectId, `cli-stats-${n++}@example.com`, time],
    );
});

const stats = (...args: string[]) => runAtrium(['stats', ...args, '--project', String(w.member.projectId)], { env: user.env });

describe('atrium stats', () => {
  it('prints a day per row with its count, zero days included, and the total', async () => {
    const r = await stats('newleads', '--from', '2026-03-01', '--to', '2026-03-03');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(lines(r.stdout)).toEqual([
      expect.stringMatching(/^DAY\s+COUNT$/),
      expect.stringMatching(/^2026-03-01\s+2$/),
      expect.stringMatching(/^2026-03-02\s+0$/),
      expect.stringMatching(/^2026-03-03\s+1$/),
      'New Leads: 3 in all (days in UTC)',
    ]);
  });

  it('answers JSON with --json, the range in unix seconds', async () => {
    const r = await stats('newleads', '--from', String(Date.parse('2026-03-01T12:00:00Z') / 1000), '--to', '2026-03-01', '--json');
    expect(r.code).toBe(0);
    const answer = JSON.parse(r.stdout) as { series: Array<{ dataset: string; total: number; points: unknown[] }> };
    expect(answer.series).toEqual([{ dataset: 'newleads', label: 'New Leads', total: 1, points: [{ day: '2026-03-01', count: 1 }] }]);
  });

  it('refuses an unknown dataset or time before calling, and says what the server refused', async () => {
    expect((await stats('leads')).code).toBe(2);
    expect((await stats('views', '--from', 'last week')).code).toBe(2);
    const reversed = await stats('views', '--from', '2026-03-02', '--to', '2026-03-01');
    expect(reversed.code).toBe(1);
    expect(reversed.stderr).toMatch(/to must not be before from/);
  });
});
