import type { DataSource, Logger, QueryRunner } from 'typeorm';

/** The parts of a `pg` client used here (TypeORM keeps a runner's client as `databaseConnection`). */
export interface PgConnection {
  host: string;
  port: number;
  processID: number | null;
  secretKey: number | null;
  end(): Promise<void>;
}

/** The `pg` client a runner holds, while it holds one. */
export function connectionOf(runner: QueryRunner): PgConnection | undefined {
  return (runner as unknown as { databaseConnection?: PgConnection }).databaseConnection;
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
 * When `pg`'s `query_timeout` fires (a network partition, a server that stopped answering), the client only
 * stops waiting: the statement is still on the wire, and the connection would go back to the pool in the
 * middle of it. Such a connection is ended instead. TypeORM reports every failed statement to its logger
 * with the runner that sent it, the one place that sees both.
 */
export function endConnectionsThatTimedOut(dataSource: DataSource): void {
  const inner = dataSource.logger;
  const watching: Logger = {
    logQuery: (query, parameters, runner) => inner.logQuery(query, parameters, runner),
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
