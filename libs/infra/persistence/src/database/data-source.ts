import 'reflect-metadata';
import { join } from 'node:path';
import type pg from 'pg';
import { DataSource, MigrationExecutor, type DataSourceOptions } from 'typeorm';
import { migrations } from '@atrium/migrations';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock.js';
import { NotificationFeed } from '../cache/notification-feed.js';
import { announceOwnWrites } from '../cache/own-writes.js';
import { allowNamedStatements } from './named-statements.js';
import { watchConnections } from './pooled-connection.js';
import { untimed } from './untimed.js';
import { attributeWrites } from './audit-context.js';

export interface DatabaseOptions {
  /** A real PostgreSQL server; absent means the embedded one under `dataDir/pg`. */
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** Apply pending migrations on open (the product always does; a few tools do not). */
  migrate?: boolean;
  /**
   * Longest a statement may run on a real PostgreSQL, in ms (default: no limit, for tools that seed or
   * analyse). The API sets REQUEST_STATEMENT_TIMEOUT_MS. Migrations run without it. The embedded database
   * has none (a single session, and no timer signals in WebAssembly).
   */
  statementTimeoutMs?: number;
  /**
   * Longest to wait for a real PostgreSQL's answer at all, in ms (default: no limit): what the statement
   * timeout cannot catch, a server that stopped answering (a network partition). The API sets
   * REQUEST_QUERY_TIMEOUT_MS. A connection that timed out is ended (pooled-connection.ts). Migrations run
   * without it.
   */
  queryTimeoutMs?: number;
  /**
   * Awaited before a new pooled connection is first handed out (pg-pool's `onConnect`), so nothing queues
   * behind it: the API's tests listen there, to check that every write forgets what it changes (own-writes.ts).
   */
  onConnect?: (client: pg.ClientBase) => Promise<void>;
}

/** Far beyond any request's need, short enough that slow statements cannot pile up behind a burst. */
export const REQUEST_STATEMENT_TIMEOUT_MS = 10_000;
/** The statement timeout and a margin for the answer to travel back: past it, PostgreSQL is not answering. */
export const REQUEST_QUERY_TIMEOUT_MS = REQUEST_STATEMENT_TIMEOUT_MS + 5_000;
/** TCP keepalive probes start after this long idle, so a pooled connection to a vanished server dies. */
const KEEPALIVE_DELAY_MS = 10_000;

export interface Database {
  dataSource: DataSource;
  embedded: boolean;
  /** Changes committed by any process, for the in-memory caches; heard from other processes once started. */
  notifications: NotificationFeed;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // PGlite has one backend session: concurrent connections interleave their protocol messages ("unnamed
  // prepared statement does not exist", then dropped connections under load). One connection makes every
  // statement and transaction queue in the pool instead; units of work already keep to their own manager.
  const poolSize = options.databaseUrl ? (options.poolSize ?? 10) : 1;
  let embedded: EmbeddedPostgres | undefined;
  let lock: DataFolderLock | undefined;
  let connection: Partial<DataSourceOptions> & Record<string, unknown>;
  if (options.databaseUrl) {
    connection = { url: options.databaseUrl };
  } else {
    // One process per embedded database: a second would keep its own copy and overwrite the first's writes.
    lock = lockDataFolder(options.dataDir);
    try {
      embedded = await startEmbeddedPostgres(join(options.dataDir, 'pg'), 4);
    } catch (error) {
      lock.release();
      throw error;
    }
    connection = { host: embedded.socketDir, port: embedded.port, username: 'postgres', database: 'postgres' };
  }
  const dataSourceOf = (extra: Record<string, unknown>, size: number) =>
    new DataSource({
      type: 'postgres',
      ...connection,
      // No entity classes: repositories write their SQL and map rows themselves (decision 0005).
      entities: [],
      migrations,
      migrationsTransactionMode: 'each',
      synchronize: false,
      // Failures surface as errors where they matter (the HTTP filter logs unexpected ones with a request id).
      logging: false,
      extra: {
        max: size,
        connectionTimeoutMillis: options.databaseUrl ? 10_000 : 60_000,
        // No JIT: the API's statements are short, and some are costed far beyond what they do (the dashboard's
        // counter sums at tens of millions for ~5 ms of work), where JIT compiled for seconds (decision 0008).
        // The embedded database is built without JIT.
        ...(options.databaseUrl ? { options: '-c jit=off', keepAlive: true, keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS } : {}),
        ...extra,
      },
    } as DataSourceOptions);
  // The embedded database lives in this process: nothing stands between it and the API to time out.
  const queryTimeoutMs = options.databaseUrl ? options.queryTimeoutMs : undefined;
  const statementTimeoutMs = options.databaseUrl ? options.statementTimeoutMs : undefined;
  const notifications = new NotificationFeed();
  const dataSource = dataSourceOf(
    {
      ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
      ...(queryTimeoutMs ? { query_timeout: queryTimeoutMs } : {}),
      onConnect: async (client: pg.ClientBase) => {
        attributeWrites(client);
        await options.onConnect?.(client);
      },
    },
    poolSize,
  );
  if (options.databaseUrl) allowNamedStatements(dataSource);
  watchConnections(dataSource);
  try {
    // `pg`'s query timeout is set per client: migrations, which may build indexes for minutes, then run
    // first, on a connection of their own without it.
    if (options.migrate !== false && queryTimeoutMs) await migrateAlone(dataSourceOf({}, 1));
    await dataSource.initialize();
    // After `initialize`, which sets the data source's subscribers.
    announceOwnWrites(dataSource, notifications.ownWrite);
    if (options.migrate !== false && !queryTimeoutMs) await runMigrationsUntimed(dataSource);
  } catch (error) {
    // A pool left open by a failed start would keep the process alive (a failed connect still made it).
    if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
    else await dataSource.driver.disconnect().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    lock?.release();
    throw error;
  }
  return {
    dataSource,
    embedded: Boolean(embedded),
    notifications,
    async close() {
      await notifications.stop();
      if (dataSource.isInitialized) await dataSource.destroy();
      try {
        await embedded?.stop();
      } finally {
        lock?.release();
      }
    },
  };
}

async function migrateAlone(dataSource: DataSource): Promise<void> {
  try {
    await dataSource.initialize();
    await runMigrationsUntimed(dataSource);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    else await dataSource.driver.disconnect().catch(() => undefined);
  }
}

/** Migrations may build indexes over millions of rows. */
async function runMigrationsUntimed(dataSource: DataSource): Promise<void> {
  await untimed(dataSource, async (runner) => {
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'each';
    await executor.executePendingMigrations();
  });
}

/** True when every known migration has been applied (readiness). */
export async function migrationsApplied(dataSource: DataSource): Promise<boolean> {
  return !(await dataSource.showMigrations());
}
