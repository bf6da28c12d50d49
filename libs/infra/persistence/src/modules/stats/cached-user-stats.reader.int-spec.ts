import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ProjectScope } from '@atrium/kernel';
import pg from 'pg';
import { testProject } from '@atrium/testing';
import { useTestDatabase } from '../../test/open-test-database.js';
import { seedTenant } from '../../test/seed.js';
import { oracle, rowsOf } from '../../test/stats-rows.js';
import { CachedUserStatsReader } from './cached-user-stats.reader.js';
import { TypeormUserStatsReader, type VersionedUserStatsReader } from './typeorm-user-stats.reader.js';

/** Counts the statements that reach the database, to tell a kept answer from a fresh one. */
class CountingReader implements VersionedUserStatsReader {
  reads = 0;
  versions = 0;
  constructor(private readonly store: VersionedUserStatsReader) {}
  versioned(...args: Parameters<VersionedUserStatsReader['versioned']>): ReturnType<VersionedUserStatsReader['versioned']> {
    this.reads++;
    return this.store.versioned(...args);
  }
  version(project: ProjectScope): Promise<string | undefined> {
    this.versions++;
    return this.store.version(project);
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
  let mine: number;
  let theirs: number;
  let writers: Awaited<ReturnType<typeof rowsOf>>;

  /** Another process's connection (PostgreSQL), or the embedded database's only session. */
  const connect = async () => {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    return client;
  };
  const elsewhere = async (sql: string, params: unknown[] = []) => {
    if (!t.databaseUrl) return void (await t.sql(sql, params));
    const client = await connect();
    try {
      await client.query(sql, params);
    } finally {
      await client.end();
    }
  };
  /** The answer read through the cache, checked against counting the rows. */
  const exact = async (project = mine) => {
    const answer = await stats.daily(testProject(project), FROM, TO);
    expect(answer.days).toEqual(await oracle(t, project, FROM, TO));
    return answer;
  };
  /** Whether the next read runs the statement again: kept answer first, then a write, then the read. */
  const replacedAfter = async (write: () => Promise<unknown>) => {
    const before = await exact();
    expect(await stats.daily(testProject(mine), FROM, TO)).toBe(before);
    const reads = store.reads;
    await write();
    const after = await exact();
    expect(store.reads).toBe(reads + 1);
    expect(after).not.toBe(before);
    expect(stats.keptAnswer(testProject(mine), FROM, TO)).toBe(after);
    return after;
  };

  beforeAll(async () => {
    mine = (await seedTenant(t.db)).projectIds[0];
    theirs = (await seedTenant(t.db)).projectIds[0];
    writers = await rowsOf(t, mine);
    await writers.leads([INSIDE, new Date(FROM * 1000)]);
    store = new CountingReader(new TypeormUserStatsReader(t.db));
    stats = new CachedUserStatsReader(store);
  });

  it('answers a range read before from memory after one version read, per exact range', async () => {
    const first = await exact();
    const [reads, versions] = [store.reads, store.versions];
    expect(await stats.daily(testProject(mine), FROM, TO)).toBe(first);
    expect(store.reads).toBe(reads);
    expect(store.versions).toBe(versions + 1);
    await stats.daily(testProject(mine), FROM, TO + 1);
    expect(store.reads).toBe(reads + 1);
  });

  it('reads once for identical requests asked together', async () => {
    const reads = store.reads;
    const answers = await Promise.all(Array.from({ length: 8 }, () => stats.daily(testProject(mine), FROM - 1, TO)));
    expect(store.reads).toBe(reads + 1);
    expect(new Set(answers).size).toBe(1);
  });

  it('reads the version twice, not once per request, for kept answers of one project asked together', async () => {
    const kept = await exact();
    const versions = store.versions;
    const answers = await Promise.all(Array.from({ length: 8 }, () => stats.daily(testProject(mine), FROM, TO)));
    expect(answers.every((a) => a === kept)).toBe(true);
    // The first ask's read, and one next read for the seven asked after it started.
    expect(store.versions).toBe(versions + 2);
  });

  it("replaces a kept answer after this connection's insert, and keeps another project's", async () => {
    await exact(theirs);
    const after = await replacedAfter(() => writers.submissions([INSIDE]));
    expect(after.days.some((d) => d.submissions === 1)).toBe(true);
    const reads = store.reads;
    await exact(theirs);
    expect(store.reads).toBe(reads);
  });

  it("replaces a kept answer after another connection's insert, delete, status flip, zone change and truncate", async () => {
    await replacedAfter(() =>
      elsewhere(
        `INSERT INTO leads (project_id, firstname, lastname, phone, email, created_at) VALUES ($1, 'A', 'B', '5', 'x@example.com', $2)`,
        [mine, INSIDE],
      ),
    );
    await replacedAfter(() => elsewhere(`DELETE FROM leads WHERE id = (SELECT min(id) FROM leads WHERE project_id = $1)`, [mine]));
    await replacedAfter(() => elsewhere(`UPDATE submissions SET status = 'inactive' WHERE project_id = $1`, [mine]));
    expect((await replacedAfter(() => elsewhere(`UPDATE projects SET time_zone = 'Asia/Kathmandu' WHERE id = $1`, [mine]))).timeZone).toBe(
      'Asia/Kathmandu',
    );
    await writers.events('view', [INSIDE]);
    const truncated = await replacedAfter(() => elsewhere(`TRUNCATE video_events`));
    expect(truncated.days.every((d) => d.views === 0)).toBe(true);
  });

  it('keeps the answer through writes that change no count', async () => {
    const kept = await exact();
    await elsewhere(`UPDATE leads SET firstname = 'Renamed' WHERE project_id = $1`, [mine]);
    await elsewhere(`UPDATE submissions SET status = 'inactive' WHERE project_id = $1 AND status = 'inactive'`, [mine]);
    const reads = store.reads;
    expect(await stats.daily(testProject(mine), FROM, TO)).toBe(kept);
    expect(store.reads).toBe(reads);
  });

  it("replaces an answer read while another transaction's write was not yet committed (PostgreSQL)", async () => {
    if (!t.databaseUrl) return; // PGlite runs one transaction at a time: nothing overlaps there.
    const writer = await connect();
    try {
      await writer.query('BEGIN');
      await writer.query(
        `INSERT INTO leads (project_id, firstname, lastname, phone, email, created_at) VALUES ($1, 'A', 'B', '5', 'y@example.com', $2)`,
        [mine, INSIDE],
      );
      // Read (the statement runs: another write moved the version) while the first is not committed.
      const during = await replacedAfter(() => writers.leads([INSIDE]));
      await writer.query('COMMIT');
      const reads = store.reads;
      const after = await exact();
      expect(store.reads).toBe(reads + 1);
      expect(after).not.toBe(during);
      expect(after.days.reduce((n, d) => n + d.newleads, 0)).toBe(during.days.reduce((n, d) => n + d.newleads, 0) + 1);
    } finally {
      await writer.end();
    }
  });

  it('keeps nothing for a project that is not there', async () => {
    const missing = 2_000_000_000;
    await stats.daily(testProject(missing), FROM, TO);
    expect(stats.keptAnswer(testProject(missing), FROM, TO)).toBeUndefined();
  });
});
