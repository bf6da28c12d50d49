import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

export interface EmbeddedPostgres {
  /** Directory holding the unix socket; `pg` connects with `host` set to it. */
  socketDir: string;
  port: number;
  stop(): Promise<void>;
}

const PORT = 5432;

// Beside this module both in src (jest runs the sources) and in dist (the build copies .mjs files as they are).
const WORKER = new URL('./embedded-postgres.worker.mjs', import.meta.url);

type WorkerMessage = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'stopped'; error?: string };

/**
 * PostgreSQL in WebAssembly (PGlite), file-backed, served on a private unix socket so the rest of the
 * product talks to it with the ordinary `pg` driver exactly as it would to a real server. PGlite runs on a
 * worker thread: its queries are synchronous and would otherwise stall every request in the process.
 */
export async function startEmbeddedPostgres(dataDir: string, maxConnections: number): Promise<EmbeddedPostgres> {
  // Unix socket paths are limited to ~100 bytes, so the socket lives in a short temporary directory.
  const socketDir = mkdtempSync(join(tmpdir(), 'atrium-pg-'));
  const worker = new Worker(WORKER, { workerData: { dataDir, socketPath: join(socketDir, `.s.PGSQL.${PORT}`), maxConnections } });
  try {
    await started(worker);
  } catch (error) {
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }

  let stopping: Promise<void> | undefined;
  let crashed = false;
  // After start the pool only sees dropped connections: say why here, once.
  worker.on('error', (error) => {
    crashed = true;
    console.error(`Embedded PostgreSQL crashed: ${error.stack ?? error.message}`);
  });
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      if (!stopping && !crashed) console.error(`Embedded PostgreSQL stopped unexpectedly (worker exit code ${code})`);
      resolve();
    }),
  );
  return {
    socketDir,
    port: PORT,
    stop() {
      stopping ??= stop(worker, exited).finally(() => rmSync(socketDir, { recursive: true, force: true }));
      return stopping;
    },
  };
}

function started(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      worker.off('message', onMessage).off('error', settle).off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const onMessage = (message: WorkerMessage) => {
      if (message.type === 'ready') settle();
      else if (message.type === 'failed') settle(new Error(message.message));
    };
    const onExit = (code: number) => settle(new Error(`the embedded database exited while opening (code ${code})`));
    worker.on('message', onMessage).on('error', settle).on('exit', onExit);
  });
}

/** Asks the worker to close PGlite (which flushes it to disk), then ends the thread. */
async function stop(worker: Worker, exited: Promise<void>): Promise<void> {
  const stopped = new Promise<string | undefined>((resolve) =>
    worker.on('message', (message: WorkerMessage) => message.type === 'stopped' && resolve(message.error)),
  );
  worker.postMessage({ type: 'stop' });
  // A worker that already died has nothing left to flush.
  const error = await Promise.race([stopped, exited.then(() => undefined)]);
  await worker.terminate();
  if (error) throw new Error(`the embedded database did not close cleanly: ${error}`);
}
