// `npm run db:migrate`: applies pending migrations to the configured database, then exits.
import { join } from 'node:path';
import { openDatabase } from '@atrium/persistence';
import { ConfigError, loadConfig } from './config/config.js';

try {
  const config = loadConfig(process.env, { consoleDir: join(process.cwd(), 'none') });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  console.log('Migrations applied.');
  await db.close();
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : (error as Error).message);
  process.exit(1);
}
