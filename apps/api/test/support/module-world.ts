import { unwrap, type AtriumClient } from '@atrium/api-client';
import { addClient, addSubscription, buildWorld, PASSWORD, type World } from './fixtures.js';
import type { TestApp } from './test-app.js';

/** A user working in one project of a subscription, with that project's API key. */
export interface ProjectMember {
  api: AtriumClient;
  userId: number;
  subscriptionId: number;
  projectId: number;
  /** The project's API key (`x-api-key`), answered once when the project was added. */
  apiKey: string;
}

/**
 * The tenants the module permission checks need (CONTRACT §5), beside `buildWorld`'s:
 * - `member`: client A's user, in an active subscription with every module, and its project;
 * - `otherTenant`: a user of another active subscription with every module (its records answer 404 to `member`);
 * - `withoutCrm`: a user of an active subscription whose modules lack crm;
 * - `inactive`: a user of an inactive subscription that has every module.
 */
export interface ModuleWorld extends World {
  member: ProjectMember;
  otherTenant: ProjectMember;
  withoutCrm: ProjectMember;
  inactive: ProjectMember;
}

let counter = 0;
const ALL_MODULES = ['cms', 'bms', 'inv', 'crm', 'com', 'asm', 'sch'];

async function addMember(t: TestApp, world: World, opts: { modules: string[]; active: boolean; name: string }): Promise<ProjectMember> {
  const client = await addClient(world.admin, opts.name);
  const clientApi = t.clientWith(await t.login(client.email, PASSWORD));
  const subscription = await addSubscription(world.admin, client.id);
  if (opts.modules.join() !== 'cms,crm') {
    // The fixture's subscriptions have cms and crm; another set is written directly (no API changes modules).
    await t.writeDirectly(`UPDATE subscriptions SET modules = $2 WHERE id = $1`, [subscription.id, opts.modules]);
  }
  if (opts.active) await unwrap(world.admin.PATCH('/api/subscriptions/status', { body: { id: subscription.id, status: 'active' } }));
  const project = await unwrap(
    clientApi.POST('/api/projects', {
      body: { projectName: `${opts.name} site`, projectDescription: 'Site', website: 'https://example.com', subscription: subscription.id },
    }),
  );
  const email = `member-${Date.now().toString(36)}-${counter++}@example.com`;
  const user = await unwrap(
    clientApi.POST('/api/users', {
      body: { firstname: opts.name, lastname: 'Member', email, password: PASSWORD, subscription: subscription.id },
    }),
  );
  return {
    api: t.clientWith(await t.login(email, PASSWORD)),
    userId: user.id,
    subscriptionId: subscription.id,
    projectId: project.id,
    apiKey: project.token,
  };
}

export async function buildModuleWorld(t: TestApp): Promise<ModuleWorld> {
  const world = await buildWorld(t);
  // The fixture's subscriptions have cms and crm; the member's has every module.
  await t.writeDirectly(`UPDATE subscriptions SET modules = $2 WHERE id = $1`, [world.clientA.subscriptionId, ALL_MODULES]);
  const key = await unwrap(world.clientA.api.PATCH('/api/projects/token', { body: { id: world.clientA.projectId } }));
  const member: ProjectMember = {
    api: world.userA.api,
    userId: world.userA.id,
    subscriptionId: world.clientA.subscriptionId,
    projectId: world.clientA.projectId,
    apiKey: key.token,
  };
  return {
    ...world,
    member,
    otherTenant: await addMember(t, world, { modules: ALL_MODULES, active: true, name: 'Other' }),
    withoutCrm: await addMember(t, world, { modules: ['cms'], active: true, name: 'Nocrm' }),
    inactive: await addMember(t, world, { modules: ALL_MODULES, active: false, name: 'Idle' }),
  };
}
