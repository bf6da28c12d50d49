import type { DataSource, Logger, QueryRunner } from 'typeorm';

/** The parts of a `pg` client used here. */
export interface PgConnection {
  host: string;
  port: number;
  processID: number | null;
  secretKey: number | null;
  end(): Promise<void>;
}

/** The connection each runner that sent a statement held then (see `rememberConnection`). */
const connections = new WeakMap<QueryRunner, PgConnection>();

/**
 * Remembers the connection of a runner that is sending a statement, for `connectionOf`. TypeORM tells its
 * logger of a statement once the runner is connected, and a connected runner's public `connect()` answers
 * the connection it holds (without taking another); the answer comes a microtask later, long before a
 * statement can time out or its client go away.
 */
function rememberConnection(runner: QueryRunner): void {
  if (runner.isReleased) return;
  runner.connect().then(
    (connection: PgConnection) => connections.set(runner, connection),
    () => undefined,
  );
}

/** The `pg` client a runner holds, while it holds one (on a data source `watchConnections` watches). */
export function connectionOf(runner: QueryRunner): PgConnection | undefined {
  return runner.isReleased ? undefined : connections.get(runner);
}

/**
 * Ends a runner's connection now: the pool removes an ended client when the runner releases it, so it is
 * never handed to another request; a statement still running on it fails at once.
 */
export function endConnection(runner: QueryRunner): void {
  connectionOf(runner)
    ?.end()
    .catch(() => undefined);
}

/** `pg`'s client-side `query_timeout`: no answer at all came in time. */
function isQueryReadTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === 'Query read timeout';
}

/**
 * TypeORM reports every statement to its logger with the runner that sent it: there each runner's
 * connection is remembered (`connectionOf`), and a connection whose statement hit `pg`'s `query_timeout`
 * (a network partition, a server that stopped answering) is ended. The client only stops waiting: the
 * statement is still on the wire, and the connection would go back to the pool in the middle of it.
 */
export function watchConnections(dataSource: DataSource): void {
  const inner = dataSource.logger;
  const watching: Logger = {
    logQuery: (query, parameters, runner) => {
      if (runner) rememberConnection(runner);
      return inner.logQuery(query, parameters, runner);
    },
    logQueryError: (error, query, parameters, runner) => {
      if (runner && isQueryReadTimeout(error)) endConnection(runner);
      return inner.logQueryError(error, query, parameters, runner);
    },
    logQuerySlow: (time, query, parameters, runner) => inner.logQuerySlow(time, query, parameters, runner),
    logSchemaBuild: (message, runner) => inner.logSchemaBuild(message, runner),
    logMigration: (message, runner) => inner.logMigration(message, runner),
    log: (level, message, runner) => inner.log(level, message, runner),
  };
  dataSource.setOptions({ logger: watching });
}
