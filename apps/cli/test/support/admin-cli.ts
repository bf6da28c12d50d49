import { afterAll, beforeAll } from '@jest/globals';
import { buildWorld, type World } from '../../../api/test/support/fixtures.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, SETUP_TIMEOUT_MS, startTestApp, type TestApp } from '../../../api/test/support/test-app.js';
import { signIn, type SignedIn } from './cli-harness.js';

/** A test file's API with `buildWorld` in it and the CLI signed in as the admin. */
export function useAdminCli(use: (app: TestApp, world: World, admin: SignedIn) => void): void {
  let app: TestApp | undefined;
  let admin: SignedIn | undefined;
  beforeAll(async () => {
    app = await startTestApp();
    const world = await buildWorld(app);
    admin = await signIn(app.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    use(app, world, admin);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await admin?.dispose();
    await app?.close();
  });
}
