import { readdirSync } from 'node:fs';
import type { MigrationInterface } from 'typeorm';

type Migration = new () => MigrationInterface;

/** A migration is a file `<timestamp>-<name>.ts` of this folder exporting one class named `<Name><timestamp>`. */
const MIGRATION_FILE = /^(\d{13})-[a-z0-9-]+\.(ts|js)$/;

async function migrationOf(file: string): Promise<Migration> {
  const [, timestamp] = MIGRATION_FILE.exec(file)!;
  const exported = Object.entries(await import(`./${file.replace(/\.ts$/, '.js')}`));
  const found = exported.filter(([name, value]) => name.endsWith(timestamp) && typeof value === 'function');
  if (found.length !== 1) throw new Error(`Migration ${file} must export one class named <Name>${timestamp}`);
  return found[0][1] as Migration;
}

/**
 * Every migration, in timestamp order, found by listing this folder: adding a migration is adding its file,
 * and no shared list grows with each one (two branches adding migrations never conflict here). Imported one
 * after another: jest's ESM loader fails on concurrent first imports of one built-in module.
 */
export const migrations: Migration[] = [];
for (const file of readdirSync(new URL('.', import.meta.url))
  .filter((f) => MIGRATION_FILE.test(f))
  .sort())
  migrations.push(await migrationOf(file));
