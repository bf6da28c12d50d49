import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config/config.js';
import { createApp, DatabaseUnavailable } from './create-app.js';

const here = dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig(process.env, { consoleDir: join(here, '../../console/dist') });
  const running = await createApp(config, { logger: ['error', 'warn', 'log'] });
  await running.app.listen({ port: config.port, host: process.env.HOST || '0.0.0.0' });

  const url = `http://localhost:${config.port}`;
  console.log(`Atrium is running at ${url} (API docs: ${url}/api/docs)`);
  console.log(`Database: ${running.database.embedded ? `embedded PostgreSQL in ${join(config.dataDir, 'pg')}` : 'DATABASE_URL'}`);
  if (running.admin.created && running.admin.generatedPassword) {
    console.log(`Admin login: ${running.admin.email} / ${running.admin.generatedPassword}  (shown once: keep it now)`);
  } else if (running.admin.created) {
    console.log(`Admin login: ${running.admin.email} / the ADMIN_PASSWORD you set`);
  } else {
    console.log('Admin login: the admin account already exists (its password was printed on first start)');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests, then stopping`);
    await running.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailable) {
    for (const line of error.message.split('\n')) console.error(`Configuration error: ${line}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
