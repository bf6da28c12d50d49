import 'reflect-metadata';
import fastifyMultipart from '@fastify/multipart';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  DataFolderInUse,
  openDatabase,
  REQUEST_QUERY_TIMEOUT_MS,
  REQUEST_STATEMENT_TIMEOUT_MS,
  RequestQueries,
  type Database,
  type DatabaseOptions,
} from '@atrium/persistence';
import { BootstrapAdmin, type BootstrapAdminResult } from '@atrium/tenancy';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/config.js';
import { serveConsole } from './console/serve-console.js';
import { mountOpenApi } from './http/openapi.js';
import { allowPublicCors } from './http/public-cors.js';
import { cancelOnDisconnect } from './http/cancel-on-disconnect.js';
import { attributeRequests } from './http/audit-requests.js';
import { sendSecurityHeaders } from './http/security-headers.js';
import { clientTimeoutOptions, cutStalledBodies, DEFAULT_CLIENT_TIMEOUTS, type ClientTimeouts } from './http/slow-clients.js';
import { answerFrameworkError, refuseInvalidText } from './http/text-guard.js';
import { servePublicRoutesDirectly } from './public/public-direct-routes.js';
import { assertEveryRouteDeclaresAccess } from './http/route-policies.js';

export interface RunningApp {
  app: NestFastifyApplication;
  database: Database;
  admin: BootstrapAdminResult;
  /** Stops taking requests, lets in-flight ones finish, then closes the database. */
  close(): Promise<void>;
}

const JSON_BODY_LIMIT = 2 * 1024 * 1024;

/** Thrown when the configured database cannot be opened; the message names the variable. */
export class DatabaseUnavailable extends Error {}

/** How long the server waits on slow clients and on a silent database; tests shorten them. */
export interface ServerLimits extends ClientTimeouts {
  /** Longest a statement may run (PostgreSQL's statement_timeout). */
  statementTimeoutMs: number;
  /** Longest to wait for any answer from PostgreSQL (a network partition), then 503. */
  queryTimeoutMs: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  ...DEFAULT_CLIENT_TIMEOUTS,
  statementTimeoutMs: REQUEST_STATEMENT_TIMEOUT_MS,
  queryTimeoutMs: REQUEST_QUERY_TIMEOUT_MS,
};

export async function createApp(
  config: AppConfig,
  options: { logger?: LogLevel[] | false; limits?: Partial<ServerLimits>; database?: Pick<DatabaseOptions, 'onConnect'> } = {},
): Promise<RunningApp> {
  const limits = { ...DEFAULT_SERVER_LIMITS, ...options.limits };
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: limits.statementTimeoutMs,
      queryTimeoutMs: limits.queryTimeoutMs,
      ...options.database,
    });
  } catch (error) {
    // Already one line naming DATA_DIR and the process that holds it.
    if (error instanceof DataFolderInUse) throw new DatabaseUnavailable(error.message);
    const what = config.databaseUrl
      ? 'DATABASE_URL: cannot use that PostgreSQL server'
      : `DATA_DIR: cannot open the embedded database in ${config.dataDir}/pg`;
    throw new DatabaseUnavailable(`${what} (${(error as Error).message})`);
  }
  try {
    // On SIGTERM the listener closes and requests already in progress finish normally (Fastify would answer
    // them 503 by default).
    const adapter = new FastifyAdapter({
      bodyLimit: JSON_BODY_LIMIT,
      forceCloseConnections: false,
      return503OnClosing: false,
      trustProxy: config.trustProxy,
      frameworkErrors: answerFrameworkError,
      ...clientTimeoutOptions(limits),
    });
    const app = await NestFactory.create<NestFastifyApplication>(AppModule.with(config, database), adapter, {
      logger: options.logger ?? ['error', 'warn'],
      abortOnError: false,
    });
    app.setGlobalPrefix('api');
    const fastify = app.getHttpAdapter().getInstance();
    // The edge, in this order, before any route: bad text refused, stalled bodies cut, headers on every answer.
    refuseInvalidText(app, JSON_BODY_LIMIT);
    cutStalledBodies(fastify, limits.bodyIdleMs);
    sendSecurityHeaders(fastify);
    allowPublicCors(fastify);
    servePublicRoutesDirectly(app);
    attributeRequests(fastify);
    if (!database.embedded) cancelOnDisconnect(fastify, app.get(RequestQueries));
    // Multipart bodies are not parsed up front: UploadReceiver streams each file into the FileStore.
    await app.register(fastifyMultipart);
    app.enableShutdownHooks([]);
    await serveConsole(app, config.consoleDir);
    await app.init();
    assertEveryRouteDeclaresAccess(app);
    mountOpenApi(app);
    const admin = await app.get(BootstrapAdmin).execute({ email: config.adminEmail, password: config.adminPassword });
    return {
      app,
      database,
      admin,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close().catch((e) => Logger.error(e));
    throw error;
  }
}
