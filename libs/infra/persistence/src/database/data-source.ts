import 'reflect-metadata';
import { join } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from '@atrium/migrations';
import { records } from '../records.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

export interface DatabaseOptions {
  /** A real PostgreSQL server; absent means the embedded one under `dataDir/pg`. */
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** Apply pending migrations on open (the product always does; a few tools do not). */
  migrate?: boolean;
}

export interface Database {
  dataSource: DataSource;
  embedded: boolean;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // PGlite has one backend session: concurrent connections interleave their protocol messages ("unnamed
  // prepared statement does not exist", then dropped connections under load). One connection makes every
  // statement and transaction queue in the pool instead; units of work already keep to their own manager.
  const poolSize = options.databaseUrl ? (options.poolSize ?? 10) : 1;
  let embedded: EmbeddedPostgres | undefined;
  let connection: Partial<DataSourceOptions> & Record<string, unknown>;
  if (options.databaseUrl) {
    connection = { url: options.databaseUrl };
  } else {
    embedded = await startEmbeddedPostgres(join(options.dataDir, 'pg'), 4);
    connection = { host: embedded.socketDir, port: embedded.port, username: 'postgres', database: 'postgres' };
  }
  const dataSource = new DataSource({
    type: 'postgres',
    ...connection,
    entities: records,
    migrations,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // Failures surface as errors where they matter (the HTTP filter logs unexpected ones with a request id).
    logging: false,
    extra: { max: poolSize, connectionTimeoutMillis: options.databaseUrl ? 10_000 : 60_000 },
  } as DataSourceOptions);
  try {
    await dataSource.initialize();
    if (options.migrate !== false) await dataSource.runMigrations();
  } catch (error) {
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
  return {
    dataSource,
    embedded: Boolean(embedded),
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

/** True when every known migration has been applied (readiness). */
export async function migrationsApplied(dataSource: DataSource): Promise<boolean> {
  return !(await dataSource.showMigrations());
}
