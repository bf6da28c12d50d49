import { unwrap, type AtriumClient } from '@atrium/api-client';
import { afterAll, beforeAll } from '@jest/globals';
import { ADMIN_EMAIL, ADMIN_PASSWORD, SETUP_TIMEOUT_MS, startTestApp, type TestApp } from './test-app.js';

let counter = 0;
let nextCoreId = 1000;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface World {
  admin: AtriumClient;
  /** Client A owns subscription A (2 users, 2 projects max) with an unpaid invoice and a project; user A works in it. */
  clientA: { id: number; email: string; api: AtriumClient; subscriptionId: number; invoiceId: number; projectId: number; userId: number };
  clientB: { id: number; email: string; api: AtriumClient; subscriptionId: number };
  userA: { id: number; api: AtriumClient };
}

export const PASSWORD = 'password-123';

export async function addClient(admin: AtriumClient, name = 'Acme') {
  const email = `${name.toLowerCase()}-${unique()}@example.com`;
  const client = await unwrap(
    admin.POST('/api/clients', {
      body: { firstname: name, lastname: 'Owner', company: `${name} Inc`, email, phone: '555-0100', password: PASSWORD },
    }),
  );
  return { ...client, email };
}

export async function addSubscription(admin: AtriumClient, clientId: number, limits = { maxProjects: 2, maxUsers: 2 }) {
  return unwrap(
    admin.POST('/api/subscriptions', {
      body: { client: clientId, coreId: nextCoreId++, ...limits, modules: ['cms', 'crm'], billingCycle: 'monthly' },
    }),
  );
}

/** Two clients with a subscription each, an invoice, a project and a user under client A. */
export async function buildWorld(t: TestApp): Promise<World> {
  const admin = t.clientWith(await t.login(ADMIN_EMAIL, ADMIN_PASSWORD));
  const a = await addClient(admin, 'Acme');
  const b = await addClient(admin, 'Bolt');
  const subA = await addSubscription(admin, a.id);
  const subB = await addSubscription(admin, b.id);
  const invoice = await unwrap(admin.POST('/api/invoices', { body: { description: 'First month', amount: 109.5, subscription: subA.id } }));
  // Users work only while their subscription is active.
  await unwrap(admin.PATCH('/api/subscriptions/status', { body: { id: subA.id, status: 'active' } }));
  const apiA = t.clientWith(await t.login(a.email, PASSWORD));
  const apiB = t.clientWith(await t.login(b.email, PASSWORD));
  const project = await unwrap(
    apiA.POST('/api/projects', {
      body: { projectName: 'Site', projectDescription: 'Main site', website: 'https://acme.example', subscription: subA.id },
    }),
  );
  const userEmail = `user-${unique()}@example.com`;
  const user = await unwrap(
    apiA.POST('/api/users', { body: { firstname: 'Uma', lastname: 'User', email: userEmail, password: PASSWORD, subscription: subA.id } }),
  );
  const userApi = t.clientWith(await t.login(userEmail, PASSWORD));
  return {
    admin,
    clientA: {
      id: a.id,
      email: a.email,
      api: apiA,
      subscriptionId: subA.id,
      invoiceId: invoice.id,
      projectId: project.id,
      userId: user.id,
    },
    clientB: { id: b.id, email: b.email, api: apiB, subscriptionId: subB.id },
    userA: { id: user.id, api: userApi },
  };
}

/** Reads that answer one record or a list (`GET /clients?id=`) are typed as either: pick the shape. */
export const one = <T>(x: T | T[]): T => x as T;
export const many = <T>(x: T | T[]): T[] => x as T[];

/** A test file's API with the world of `buildWorld` in it, for the file's tests (`env` adds variables). */
export function useWorld(use: (app: TestApp, world: World) => void, env: Record<string, string> = {}): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp(env);
    use(app, await buildWorld(app));
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
  });
}
