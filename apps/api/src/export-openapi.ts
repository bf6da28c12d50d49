// Writes the OpenAPI document of the whole API to the path given, starting the app on a throwaway
// embedded database (no server needed). Used by `npm run codegen`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config/config.js';
import { createApp } from './create-app.js';
import { createOpenApiDocument } from './http/openapi.js';

const out = process.argv[2];
if (!out) throw new Error('usage: export-openapi <file>');
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-openapi-'));
const config = loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'codegen-only-password' }, { consoleDir: join(dataDir, 'none') });
const running = await createApp(config, { logger: ['error'] });
writeFileSync(out, JSON.stringify(createOpenApiDocument(running.app), null, 2) + '\n');
await running.close();
rmSync(dataDir, { recursive: true, force: true });
