import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { EXACT_TOTAL_BOUND } from '@atrium/kernel';
import { addClient, many, type World, useWorld } from './support/fixtures.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let w: World;
useWorld((app, world) => {
  t = app;
  w = world;
});

const sql = <T>(text: string, params: unknown[] = []) => t.running.database.dataSource.query(text, params) as Promise<T[]>;
const totalOf = (r: { response: Response }) => Number(r.response.headers.get('x-total-count'));
const estimated = (r: { response: Response }) => r.response.headers.get('x-total-count-estimated');
const BULK = EXACT_TOTAL_BOUND + 200;

// More clients than the exact-count bound, inserted in one statement as the bench does, so the counters
// must follow a bulk insert too.
beforeAll(async () => {
  await sql(
    `INSERT INTO people (kind, email, firstname, lastname, company, password_hash, created_at)
     SELECT 'clients', 'bulk' || g || '@example.com', 'Bulk' || g, 'Row' || g, 'Bulkco ' || (g % 7), 'x', now() - g * interval '1 minute'
     FROM generate_series(1, $1) g`,
    [BULK],
  );
});

async function clientsCount(): Promise<number> {
  const [r] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM people WHERE kind = 'clients'`);
  return r.n;
}

describe('list totals', () => {
  it('are exact for an unfiltered list, and follow adds and deletes', async () => {
    const before = await w.admin.GET('/api/clients', { params: { query: {} } });
    expect(totalOf(before)).toBe(await clientsCount());
    expect(estimated(before)).toBeNull();
    const added = await addClient(w.admin, 'Counted');
    expect(totalOf(await w.admin.GET('/api/clients', { params: { query: {} } }))).toBe(totalOf(before) + 1);
    await unwrap(w.admin.DELETE('/api/clients', { params: { query: { id: String(added.id) } } }));
    expect(totalOf(await w.admin.GET('/api/clients', { params: { query: {} } }))).toBe(totalOf(before));
  });

  it("are exact for a client's own lists and for a small filtered list, even past its first page", async () => {
    const invoices = await w.clientA.api.GET('/api/invoices', { params: { query: {} } });
    expect(totalOf(invoices)).toBe(1);
    const filtered = await w.admin.GET('/api/clients', { params: { query: { q: 'bulkco 3', perPage: '15', page: '2' } } });
    const [expected] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM people WHERE company = 'Bulkco 3'`);
    expect(totalOf(filtered)).toBe(expected.n);
    expect(estimated(filtered)).toBeNull();
    expect(filtered.response.headers.get('access-control-expose-headers')).toContain('X-Total-Count-Estimated');
  });

  it(`estimate a filtered list of more than ${EXACT_TOTAL_BOUND} rows, and say so`, async () => {
    const r = await w.admin.GET('/api/clients', { params: { query: { q: 'bulk' } } });
    expect(estimated(r)).toBe('true');
    expect(totalOf(r)).toBeGreaterThan(EXACT_TOTAL_BOUND);
    expect(many(r.data!)).toHaveLength(15);
    const range = await w.admin.GET('/api/clients', { params: { query: { to: String(Math.floor(Date.now() / 1000)) } } });
    expect(estimated(range)).toBe('true');
  });
});

describe('the last pages', () => {
  it('answer the right rows in the right order, read from the other end', async () => {
    const total = await clientsCount();
    const perPage = 100;
    const cases = [
      { sort: 'id', order: 'asc', by: 'id ASC' },
      { sort: 'lastname', order: 'desc', by: 'lastname DESC, id DESC' },
    ] as const;
    for (const { sort, order, by } of cases) {
      // The last page (shorter than the others) and one just past the middle.
      for (const page of [Math.ceil(total / perPage), Math.floor(total / perPage / 2) + 1]) {
        const r = await w.admin.GET('/api/clients', {
          params: { query: { sort, order, page: String(page), perPage: String(perPage) } },
        });
        const rows = await sql<{ id: number }>(`SELECT id FROM people WHERE kind = 'clients' ORDER BY ${by} OFFSET $1 LIMIT $2`, [
          (page - 1) * perPage,
          perPage,
        ]);
        expect(many(r.data!).map((c) => c.id)).toEqual(rows.map((x) => x.id));
      }
    }
    // A date range is read whole and sorted: the same rows, in the same order, as SQL gives.
    const to = Math.floor(Date.now() / 1000) - 600;
    const ranged = await w.admin.GET('/api/clients', { params: { query: { to: String(to), sort: 'lastname', order: 'asc', page: '3' } } });
    const expected = await sql<{ id: number }>(
      `SELECT id FROM people WHERE kind = 'clients' AND created_at <= to_timestamp($1) ORDER BY lastname ASC, id ASC OFFSET 30 LIMIT 15`,
      [to],
    );
    expect(many(ranged.data!).map((c) => c.id)).toEqual(expected.map((x) => x.id));
    const past = await w.admin.GET('/api/clients', { params: { query: { page: String(Math.ceil(total / 15) + 1) } } });
    expect(many(past.data!)).toEqual([]);
    expect(totalOf(past)).toBe(total);
  });
});

describe('list answers', () => {
  it('never carry password hashes', async () => {
    const answers = await Promise.all([
      w.admin.GET('/api/clients', { params: { query: { perPage: '100' } } }),
      w.admin.GET('/api/clients', { params: { query: { id: String(w.clientA.id) } } }),
      w.clientA.api.GET('/api/users', { params: { query: { subscription: String(w.clientA.subscriptionId) } } }),
      w.admin.GET('/api/subscriptions', { params: { query: {} } }),
      w.admin.GET('/api/invoices', { params: { query: {} } }),
      w.admin.GET('/api/transactions', { params: { query: {} } }),
    ]);
    for (const a of answers) {
      expect(a.response.status).toBe(200);
      const text = JSON.stringify(a.data);
      expect(text).not.toMatch(/password|hash|\$argon2/i);
    }
  });
});
