import cluster from 'node:cluster';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, startUrl } from './config/config.js';
import { createApp, DatabaseUnavailable } from './create-app.js';
import { workersWanted } from './workers.js';

const here = dirname(fileURLToPath(import.meta.url));

async function serve(): Promise<void> {
  const config = loadConfig(process.env, { consoleDir: join(here, '../../console/dist') });
  const running = await createApp(config, { logger: ['error', 'warn', 'log'] });
  await running.app.listen({ port: config.port, host: config.host });

  // In a cluster, the first worker speaks for all (it is the one that migrated and created the admin).
  if (cluster.isPrimary || cluster.worker?.id === 1) {
    const url = startUrl(config);
    console.log(`Atrium is running at ${url} (API docs: ${url}/api/docs)`);
    console.log(`Database: ${running.database.embedded ? `embedded PostgreSQL in ${join(config.dataDir, 'pg')}` : 'DATABASE_URL'}`);
    if (running.admin.created && running.admin.generatedPassword) {
      console.log(`Admin login: ${running.admin.email} / ${running.admin.generatedPassword}  (shown once: keep it now)`);
    } else if (running.admin.created) {
      console.log(`Admin login: ${running.admin.email} / the ADMIN_PASSWORD you set`);
    } else {
      console.log('Admin login: the admin account already exists (its password was printed on first start)');
    }
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (cluster.isPrimary) console.log(`${signal}: finishing in-flight requests, then stopping`);
    await running.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/**
 * WEB_CONCURRENCY > 1 (decision 0009): the API is stateless, so several processes share the port through
 * node:cluster. The first worker starts alone (migrations, the admin), the others once it listens. A
 * worker that dies stops the whole server, so that whatever supervises it sees the failure.
 */
function supervise(workers: number): void {
  let stopping = false;
  const fork = () => cluster.fork();
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === 1) for (let i = 1; i < workers; i++) fork();
    // Tools (the bench) wait for this line before loading the server.
    if (listening === workers) console.log(`${workers} API processes are listening`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping) {
      stopping = true;
      console.error(`Worker ${worker.id} stopped (${signal ?? `exit ${code}`}): stopping the server`);
      process.exitCode = code || 1;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    }
    if (!Object.keys(cluster.workers ?? {}).length) process.exit();
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests, then stopping`);
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  fork();
}

async function main(): Promise<void> {
  const workers = cluster.isPrimary ? workersWanted(process.env) : 1;
  if (workers > 1) supervise(workers);
  else await serve();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailable) {
    for (const line of error.message.split('\n')) console.error(`Configuration error: ${line}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
