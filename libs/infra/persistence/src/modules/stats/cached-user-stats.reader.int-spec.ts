import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { UserStatsReader } from '@atrium/modules';
import { startNotificationFeed, type NotificationFeed } from '../../cache/notification-feed.js';
import { useTestDatabase } from '../../test/open-test-database.js';
import { seedTenant } from '../../test/seed.js';
import { oracle, rowsOf } from '../../test/stats-rows.js';
import { CachedUserStatsReader } from './cached-user-stats.reader.js';
import { TypeormUserStatsReader } from './typeorm-user-stats.reader.js';

/** Waits for a notification to reach the cache, bounded only by the test's timeout. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Counts the reads that reach the database, to tell a cached answer from a fresh one. */
class CountingReader implements UserStatsReader {
  reads = 0;
  constructor(private readonly store: UserStatsReader) {}
  daily(projectId: number, from: number, toExclusive: number): ReturnType<UserStatsReader['daily']> {
    this.reads++;
    return this.store.daily(projectId, from, toExclusive);
  }
}

// Two days around a quarter-hour cut at both ends, and an instant inside the range.
const FROM = Date.parse('2026-03-07T10:07:13Z') / 1000;
const TO = FROM + 2 * 86_400 + 333;
const INSIDE = new Date((FROM + 86_400) * 1000);

describe('CachedUserStatsReader', () => {
  const t = useTestDatabase();
  let store: CountingReader;
  let stats: CachedUserStatsReader;
  let feed: NotificationFeed;
  let mine: number;
  let theirs: number;
  let writers: Awaited<ReturnType<typeof rowsOf>>;

  /** Another process's connection (PostgreSQL), or the embedded database's only session. */
  const elsewhere = async (sql: string, params: unknown[]) => {
    if (!t.databaseUrl) return void (await t.sql(sql, params));
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      await client.query(sql, params);
    } finally {
      await client.end();
    }
  };
  /** The answer read through the cache, checked against counting the rows. */
  const exact = async (project = mine) => {
    const answer = await stats.daily(project, FROM, TO);
    expect(answer.days).toEqual(await oracle(t, project, FROM, TO));
    return answer;
  };
  const cached = (project = mine) => stats.cache.get(String(project), `${FROM}-${TO}`);

  beforeAll(async () => {
    mine = (await seedTenant(t.db)).projectIds[0];
    theirs = (await seedTenant(t.db)).projectIds[0];
    writers = await rowsOf(t, mine);
    await writers.leads([INSIDE, new Date(FROM * 1000)]);
    store = new CountingReader(new TypeormUserStatsReader(t.db, { embedded: t.database.embedded }));
    stats = new CachedUserStatsReader(store);
    feed = await startNotificationFeed(t.database.dataSource, [stats.listener], { databaseUrl: t.databaseUrl });
  });
  afterAll(async () => {
    await feed?.stop();
  });

  it('answers a range read before from memory, per exact range', async () => {
    const first = await exact();
    const reads = store.reads;
    expect(await stats.daily(mine, FROM, TO)).toBe(first);
    expect(store.reads).toBe(reads);
    await stats.daily(mine, FROM, TO + 1);
    expect(store.reads).toBe(reads + 1);
  });

  it('reads once for identical requests asked together', async () => {
    const reads = store.reads;
    const answers = await Promise.all(Array.from({ length: 8 }, () => stats.daily(mine, FROM - 1, TO)));
    expect(store.reads).toBe(reads + 1);
    expect(new Set(answers).size).toBe(1);
  });

  it("forgets a project's answers before this process's own insert returns, and only that project's", async () => {
    await exact();
    await exact(theirs);
    await writers.submissions([INSIDE]);
    expect(cached()).toBeUndefined();
    expect(cached(theirs)).toBeDefined();
    expect((await exact()).days.some((d) => d.submissions === 1)).toBe(true);
  });

  it("hears another connection's insert, delete, status change and time-zone change", async () => {
    const writes: Array<[string, unknown[]]> = [
      [
        `INSERT INTO leads (project_id, firstname, lastname, phone, email, created_at) VALUES ($1, 'A', 'B', '5', 'x@example.com', $2)`,
        [mine, INSIDE],
      ],
      [`DELETE FROM leads WHERE id = (SELECT min(id) FROM leads WHERE project_id = $1)`, [mine]],
      [`UPDATE submissions SET status = 'inactive' WHERE project_id = $1`, [mine]],
      [`UPDATE projects SET time_zone = 'Asia/Kathmandu' WHERE id = $1`, [mine]],
    ];
    for (const [sql, params] of writes) {
      await exact();
      expect(cached()).toBeDefined();
      await elsewhere(sql, params);
      await until(() => cached() === undefined);
    }
    expect((await exact()).timeZone).toBe('Asia/Kathmandu');
  });

  it('keeps the answer through writes that change no count', async () => {
    await exact();
    await elsewhere(`UPDATE leads SET firstname = 'Renamed' WHERE project_id = $1`, [mine]);
    await elsewhere(`UPDATE submissions SET status = 'inactive' WHERE project_id = $1 AND status = 'inactive'`, [mine]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cached()).toBeDefined();
  });

  it('does not remember a read that a change overtook', async () => {
    stats.cache.forgetAll();
    const reading = stats.daily(mine, FROM, TO);
    // Heard while the read runs (as a notification arriving mid-read would be).
    stats.listener.heard(String(mine));
    await reading;
    expect(cached()).toBeUndefined();
  });
});
