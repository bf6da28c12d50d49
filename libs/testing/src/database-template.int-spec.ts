import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { copyEmbeddedTemplate, serverTemplate, type DatabaseTemplate } from './database-template.js';

// A kind of its own per run, so that no other spec's templates are touched.
const kind = `forgetspec${randomBytes(4)
  .toString('hex')
  .replace(/[0-9a-f]/g, (c) => 'ghijklmnopqrstuv'[parseInt(c, 16)])}_`;
const template = (hash: string): DatabaseTemplate => ({
  key: `${kind}${hash}`,
  build: async ({ dataDir, databaseUrl }) => {
    if (!databaseUrl) {
      mkdirSync(join(dataDir, 'pg'), { recursive: true });
      writeFileSync(join(dataDir, 'pg', 'marker'), hash);
      return;
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`CREATE TABLE marker AS SELECT '${hash}'::text AS hash`);
    await client.end();
  },
});

describe('templates of an earlier migration set', () => {
  afterAll(() => {
    for (const name of readdirSync(tmpdir()).filter((n) => n.includes(kind) || n.startsWith('atrium-forget-spec-'))) {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
  });

  it('are removed from the temporary directory once a new one is built', async () => {
    const older = template('aaaa');
    await copyEmbeddedTemplate(older, mkdtemp());
    expect(existsSync(join(tmpdir(), `atrium-pg-template-${older.key}`))).toBe(true);

    const newer = template('bbbb');
    const copy = mkdtemp();
    await copyEmbeddedTemplate(newer, copy);
    expect(existsSync(join(copy, 'pg', 'marker'))).toBe(true);
    expect(existsSync(join(tmpdir(), `atrium-pg-template-${older.key}`))).toBe(false);
    expect(existsSync(join(tmpdir(), `atrium-pg-template-${newer.key}`))).toBe(true);
  });

  const onServer = process.env.TEST_DB === 'postgres' ? it : it.skip;
  onServer('are dropped from the server once a new one is built, unless a session has them open', async () => {
    const serverUrl = process.env.DATABASE_URL!;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const names = async () =>
      (
        await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY 1`, [
          `atrium_template_${kind}`,
        ])
      ).rows.map((r) => r.datname);
    try {
      const first = await serverTemplate(template('aaaa'), serverUrl);
      const second = await serverTemplate(template('bbbb'), serverUrl);
      expect(await names()).toEqual([second]);
      expect(first).not.toEqual(second);

      // One still open elsewhere stays (and goes once a later template is built and it is closed).
      const url = new URL(serverUrl);
      url.pathname = `/${second}`;
      const open = new pg.Client({ connectionString: url.toString() });
      await open.connect();
      const third = await serverTemplate(template('cccc'), serverUrl);
      expect(await names()).toEqual([second, third]);
      await open.end();
      const fourth = await serverTemplate(template('dddd'), serverUrl);
      expect(await names()).toEqual([fourth]);
    } finally {
      for (const name of await names()) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

function mkdtemp(): string {
  const dir = join(tmpdir(), `atrium-forget-spec-${randomBytes(6).toString('hex')}`);
  mkdirSync(dir);
  return dir;
}
