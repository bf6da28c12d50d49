// Page 1 of a project's lists must not fall off a cliff on stale statistics (issue 21 §1): with statistics
// that say the tables are empty while the project holds 50,000 rows in each, every statement of page 1
// walks an index in the list's order and reads about a page, never all the project's rows, and sorts
// nothing. Checked on the plans PostgreSQL itself reports (EXPLAIN ANALYZE's row counts), not on timings.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { JobQueue } from '@atrium/kernel';
import { JOB_QUEUE } from '../src/platform/platform.tokens.js';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { sentStatementsOf, type SentStatement } from './support/statements.js';
import { useTestApp, type TestApp } from './support/test-app.js';

const ROWS = 50_000;
const LISTED = ['leads', 'customers', 'submissions', 'inventory_items'];

let t: TestApp;
let w: ModuleWorld;
let form: number;
let group: number;
useTestApp((app) => (t = app));

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
  t.running.database.dataSource.query(text, params);
const one = async <T>(text: string, params: unknown[]): Promise<T> => (await sql<T>(text, params))[0];

beforeAll(async () => {
  w = await buildModuleWorld(t);
  // No analyze job may refresh the statistics under the test: they stay as the migrations left them.
  await t.running.app.get<JobQueue>(JOB_QUEUE).stop();
  const project = w.member.projectId;
  form = (
    await one<{ id: number }>(`INSERT INTO forms (project_id, label, notify_sms, notify_email) VALUES ($1, 'F', '', '') RETURNING id`, [
      project,
    ])
  ).id;
  const template = await one<{ id: number }>(
    `INSERT INTO inventory_templates (project_id, name, fields) VALUES ($1, 'Seat', '{item,cost,row}') RETURNING id`,
    [project],
  );
  group = (
    await one<{ id: number }>(`INSERT INTO inventory_groups (project_id, name, template_id) VALUES ($1, 'Hall', $2) RETURNING id`, [
      project,
      template.id,
    ])
  ).id;
  const customerGroup = await one<{ id: number }>(`INSERT INTO customer_groups (project_id, group_name) VALUES ($1, 'G') RETURNING id`, [
    project,
  ]);
  await sql(`ANALYZE ${LISTED.join(', ')}`);
  await sql(
    `INSERT INTO leads (project_id, firstname, lastname, phone, email)
     SELECT $1, 'F' || g, 'Family' || g % 100, '555', 'lead' || g || '@plans.test' FROM generate_series(1, $2) g`,
    [project, ROWS],
  );
  await sql(
    `INSERT INTO customers (project_id, firstname, lastname, email, customer_group_id)
     SELECT $1, 'F' || g, 'Family' || g % 100, 'customer' || g || '@plans.test', $3 FROM generate_series(1, $2) g`,
    [project, ROWS, customerGroup.id],
  );
  await sql(
    `INSERT INTO submissions (project_id, form_id, email, date_time, form_data)
     SELECT $1, $3, 'lead' || g || '@plans.test', now() - g * interval '1 second', '{}' FROM generate_series(1, $2) g`,
    [project, ROWS, form],
  );
  await sql(
    `INSERT INTO inventory_items (project_id, inventory_group_id, item, cost, status, data)
     SELECT $1, $3, 'Seat ' || g, g % 500, g % 3, '{}' FROM generate_series(1, $2) g`,
    [project, ROWS, group],
  );
}, 600_000);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The plan PostgreSQL ran for a statement, with the rows each node produced. */
async function planOf({ sql: text, parameters }: SentStatement): Promise<PlanNode> {
  const [row] = await sql<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${text}`, parameters);
  const plan = row['QUERY PLAN'];
  return (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan as PlanNode;
}

/** The statements a GET sends, but the planner's estimate (an EXPLAIN itself, planning only). */
async function statementsOf(path: string, query: Record<string, string>): Promise<SentStatement[]> {
  const sent = await sentStatementsOf(t.running.database.dataSource, async () => {
    const r = await w.member.api.GET(path as never, { params: { query } } as never);
    expect((r as { response: Response }).response.status).toBe(200);
  });
  return sent.filter((s) => !s.sql.trimStart().startsWith('EXPLAIN'));
}

describe('page 1 of a project list, on statistics that say its tables are empty', () => {
  it('is what the test means: statistics of empty tables, 50,000 rows in each', async () => {
    for (const table of LISTED) {
      const { reltuples } = await one<{ reltuples: number }>(`SELECT reltuples FROM pg_class WHERE relname = $1`, [table]);
      expect([table, Number(reltuples)]).toEqual([table, 0]);
      const { n } = await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`, []);
      expect([table, n]).toEqual([table, ROWS]);
    }
  });

  const lists: Array<[string, string, string, () => Record<string, string>]> = [
    ['leads', '/api/com/leads', 'leads', () => ({ project: String(w.member.projectId) })],
    ['customers', '/api/crm/customers', 'customers', () => ({ project: String(w.member.projectId) })],
    ['submissions of the project', '/api/com/submissions', 'submissions', () => ({ project: String(w.member.projectId) })],
    ['submissions of a form', '/api/com/submissions', 'submissions', () => ({ form: String(form) })],
    ['items of a group', '/api/inv/items', 'inventory_items', () => ({ group: String(group) })],
  ];

  it.each(lists)(
    '%s: walks an index in order, sorts nothing, reads a page (and at most 1,001 rows to count)',
    async (_name, path, table, query) => {
      const statements = (await statementsOf(path, query())).filter((s) => new RegExp(`\\b${table}\\b`).test(s.sql));
      const page = statements.filter((s) => !/^SELECT count\(/.test(s.sql));
      // The page, and the count of its total (the estimate being small).
      expect([page.length, statements.length]).toEqual([1, 2]);
      for (const statement of statements) {
        const nodes = nodesOf(await planOf(statement));
        const isPage = statement === page[0];
        expect(nodes.filter((n) => /Sort/.test(n['Node Type'])).map((n) => n['Node Type'])).toEqual([]);
        const scans = nodes.filter((n) => n['Relation Name'] === table);
        expect(scans.map((n) => n['Node Type'])).toEqual([expect.stringMatching(/^Index (Only )?Scan$/)]);
        // The page reads its 15 rows; the bounded count (the total, while the estimate is small) stops at 1,001.
        const read = (scans[0]['Actual Rows'] + (scans[0]['Rows Removed by Filter'] ?? 0)) * scans[0]['Actual Loops'];
        expect(read).toBeLessThanOrEqual(isPage ? 15 : 1001);
      }
    },
  );
});
