import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * A database prepared once and copied for each test database. Replaying every migration costs ~15 s of
 * CPU per test file on the embedded database (5–40 s of wall time on two busy cores) and ~3.5 s on the
 * PostgreSQL server; copying the migrated data directory costs ~1 s of CPU, `CREATE DATABASE … TEMPLATE`
 * ~0.7 s, after which opening the database finds no pending migration.
 */
export interface DatabaseTemplate {
  /** Changes whenever what `build` would produce changes (the copy is kept across runs under this key). */
  key: string;
  /** Prepares the database (embedded under `dataDir/pg`, or the one at `databaseUrl`) and closes it. */
  build(target: { dataDir: string; databaseUrl?: string }): Promise<void>;
}

/** PGlite's version (its exports map hides package.json: walk up from its entry point). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (; dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@electric-sql/pglite') return pkg.version ?? '';
  }
  return '';
}

/** The migrations package's sources, beside this package in the repository (absent from a build). */
const MIGRATION_SOURCES = fileURLToPath(new URL('../../../migrations/src/', import.meta.url));

function migrationSources(): string[] {
  return existsSync(MIGRATION_SOURCES)
    ? readdirSync(MIGRATION_SOURCES)
        .filter((f) => f.endsWith('.ts'))
        .sort()
    : [];
}

/**
 * The template of a database with `migrations` applied by `migrate` (the product's own open, so the
 * template is exactly what a fresh start produces). Keyed by each migration's name and code and PGlite's
 * version: editing, adding or removing a migration builds a new template.
 */
export function migratedTemplate(
  migrations: ReadonlyArray<abstract new () => object>,
  migrate: DatabaseTemplate['build'],
): DatabaseTemplate {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const m of migrations) {
    const { up, down } = m.prototype as { up?: unknown; down?: unknown };
    hash.update(`\0${m.name}\0${String(up)}\0${String(down)}`);
  }
  // A migration's SQL is often built by helpers and constants outside `up`: hash the sources too, so that
  // editing one of those builds a new template instead of reusing a stale schema.
  for (const file of migrationSources()) hash.update(`\0${file}\0`).update(readFileSync(join(MIGRATION_SOURCES, file)));
  return { key: `migrated_${hash.digest('hex').slice(0, 16)}`, build: migrate };
}

// Per test file (jest gives each its own module registry); across files and workers the copy on disk
// or on the server is found by name.
const built = new Map<string, Promise<string>>();

function once(id: string, build: () => Promise<string>): Promise<string> {
  let done = built.get(id);
  if (!done) {
    done = build();
    built.set(id, done);
    // A failed build is retried by the next caller rather than failing every later test file.
    done.catch(() => built.delete(id));
  }
  return done;
}

/** Copies the template's embedded database to `dataDir/pg` (never links it: PGlite writes its files in place). */
export async function copyEmbeddedTemplate(template: DatabaseTemplate, dataDir: string): Promise<void> {
  const dir = await once(`embedded ${template.key}`, () => buildEmbedded(template));
  cpSync(join(dir, 'pg'), join(dataDir, 'pg'), { recursive: true });
}

/** Parallel jest workers may build at once: the first atomic rename wins, the others drop their copy. */
async function buildEmbedded(template: DatabaseTemplate): Promise<string> {
  const final = join(tmpdir(), `atrium-pg-template-${template.key}`);
  if (existsSync(join(final, 'pg'))) return final;
  const scratch = mkdtempSync(join(tmpdir(), 'atrium-pg-template-build-'));
  try {
    await template.build({ dataDir: scratch });
    renameSync(scratch, final);
    forgetEmbeddedBefore(template, final);
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    if (!existsSync(join(final, 'pg'))) throw error;
  }
  return final;
}

/** The kind of a template: its key without the hash (`migrated_…` → `migrated_`). */
const kindOf = (template: DatabaseTemplate) => template.key.replace(/[0-9a-f]+$/, '');

/**
 * Earlier templates of the same kind (built before a migration changed) are never used again by this
 * tree: removed once a new one exists, so that they do not pile up in the temporary directory.
 */
function forgetEmbeddedBefore(template: DatabaseTemplate, kept: string): void {
  const prefix = `atrium-pg-template-${kindOf(template)}`;
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(prefix) && join(tmpdir(), n) !== kept)) {
    rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

/** The same on the server; a template another session still has open is left for a later run. */
async function forgetServerBefore(admin: pg.Client, template: DatabaseTemplate, kept: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2`,
    [`atrium_template_${kindOf(template)}`, kept],
  );
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
}

/** The name of the template's database on the server at `serverUrl`, built there on first use. */
export function serverTemplate(template: DatabaseTemplate, serverUrl: string): Promise<string> {
  return once(`server ${serverUrl} ${template.key}`, () => buildOnServer(template, serverUrl));
}

async function buildOnServer(template: DatabaseTemplate, serverUrl: string): Promise<string> {
  const final = `atrium_template_${template.key}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [final])).rowCount === 1;
    if (await exists()) return final;
    // Built under a name of its own, renamed when complete: a half-built template is never copied.
    const scratch = `atrium_template_build_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${scratch}`);
    const url = new URL(serverUrl);
    url.pathname = `/${scratch}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'atrium-template-'));
    try {
      await template.build({ dataDir, databaseUrl: url.toString() });
      await admin.query(`ALTER DATABASE ${scratch} RENAME TO ${final}`);
      await forgetServerBefore(admin, template, final);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
      // Another worker renamed its template first: use that one.
      if (!(await exists())) throw error;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    return final;
  } finally {
    await admin.end();
  }
}
