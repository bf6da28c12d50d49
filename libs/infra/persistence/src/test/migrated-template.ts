import { migrations } from '@atrium/migrations';
import { migratedTemplate } from '@atrium/testing';
import { openDatabase } from '../database/data-source.js';

/**
 * Every migration applied by the product's own open, built once per run (and per change of the
 * migrations) and copied for each test database: a spec that migrates its own costs ~15 s of CPU on the
 * embedded database. Only a test of the migrations themselves should start from an empty database.
 */
export const MIGRATED = migratedTemplate(migrations, async (target) => (await openDatabase(target)).close());
