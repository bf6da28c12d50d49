import { AsyncLocalStorage } from 'node:async_hooks';
import { connect } from 'node:net';
import type { DataSource, Logger, QueryRunner } from 'typeorm';
import { connectionOf, endConnection, type PgConnection } from './pooled-connection.js';

/** One request's hold on the database: the runner (and so the connection) of its latest statement. */
export class QueryScope {
  runner?: QueryRunner;
  cancelled = false;
}

/**
 * Ties the statements sent while serving a request to that request, so they can be cancelled when its
 * client goes away instead of running on, which is how a burst of abandoned requests left a backlog of
 * 11-40 s. The embedded database cannot cancel: its socket ignores cancel requests and it runs one
 * statement at a time anyway.
 */
export class RequestQueries {
  private readonly scopes = new AsyncLocalStorage<QueryScope>();

  constructor(dataSource: DataSource) {
    const inner = dataSource.logger;
    // TypeORM tells its logger of every statement just before sending it, with the runner that sends it.
    const tracking: Logger = {
      logQuery: (query, parameters, runner) => {
        const scope = this.scopes.getStore();
        if (scope && runner) scope.runner = runner;
        return inner.logQuery(query, parameters, runner);
      },
      logQueryError: (error, query, parameters, runner) => inner.logQueryError(error, query, parameters, runner),
      logQuerySlow: (time, query, parameters, runner) => inner.logQuerySlow(time, query, parameters, runner),
      logSchemaBuild: (message, runner) => inner.logSchemaBuild(message, runner),
      logMigration: (message, runner) => inner.logMigration(message, runner),
      log: (level, message, runner) => inner.log(level, message, runner),
    };
    dataSource.setOptions({ logger: tracking });
  }

  /** Runs `work` (and everything it starts) with its statements recorded in `scope`. */
  run<T>(scope: QueryScope, work: () => T): T {
    return this.scopes.run(scope, work);
  }

  /**
   * Cancels the statement the scope's connection is running, if that connection is still the scope's, and
   * ends that connection. PostgreSQL's cancel names a backend, not a statement, and travels on a connection
   * of its own: it can land after the statement ended and the connection went back to the pool, on whatever
   * another request runs there next (STACK.md). An ended connection is never handed out again; its backend
   * still takes the cancel, since it reads our Terminate only once the statement is over.
   */
  cancel(scope: QueryScope): void {
    scope.cancelled = true;
    const runner = scope.runner;
    // A released runner's connection is back in the pool and may be serving another request by now.
    if (!runner || runner.isReleased) return;
    const connection = connectionOf(runner);
    if (!connection?.processID || connection.secretKey === null) return;
    sendCancelRequest(connection);
    endConnection(runner);
  }
}

/**
 * PostgreSQL's CancelRequest on a connection of its own: no pool connection is needed (the pool may be
 * exhausted by the very statements to cancel) and no authentication either, the backend's key is proof.
 */
function sendCancelRequest(target: PgConnection): void {
  const message = Buffer.alloc(16);
  message.writeInt32BE(16, 0);
  message.writeInt32BE(80877102, 4);
  message.writeInt32BE(target.processID!, 8);
  message.writeInt32BE(target.secretKey!, 12);
  const socket = target.host.startsWith('/') ? connect(`${target.host}/.s.PGSQL.${target.port}`) : connect(target.port, target.host);
  socket.setTimeout(5_000, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.on('connect', () => socket.end(message));
}
