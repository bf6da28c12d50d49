import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from './server.js';

/** One call to the running API, as the console would make it (the `token` header), for seeding data. */
export async function apiCall<T>(server: RunningServer, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
  return (r.status === 204 ? undefined : await r.json()) as T;
}

/** A client with one subscription and one unpaid invoice, e.g. for a dashboard with data. */
export async function seedBilling(server: RunningServer, token: string, name: string) {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const client = await apiCall<{ id: number }>(server, token, 'POST', '/clients', {
    firstname: name,
    lastname: 'Seed',
    company: `${name} Ltd`,
    email: `${slug}@example.test`,
    phone: '555-0100',
    password: `${slug}-password-1`,
  });
  const subscription = await apiCall<{ id: number }>(server, token, 'POST', '/subscriptions', {
    client: client.id,
    coreId: ([...name].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7) % 999_999) + 1,
    maxProjects: 1,
    maxUsers: 1,
    modules: ['cms'],
  });
  const invoice = await apiCall<{ id: number }>(server, token, 'POST', '/invoices', {
    description: `First invoice of ${name}`,
    amount: 10,
    subscription: subscription.id,
  });
  return { client: client.id, subscription: subscription.id, invoice: invoice.id };
}

export async function adminToken(server: RunningServer, email: string, password: string): Promise<string> {
  return (await apiCall<{ token: string }>(server, '', 'POST', '/auth/login', { email, password })).token;
}

export interface ProjectMember {
  project: number;
  /** The ids of `moreProjects`, in their order. */
  moreProjects: number[];
  /** The project's API key, answered once when it was added. */
  apiKey: string;
  /** The member's session token, for seeding module records. */
  token: string;
}

/**
 * A user working in one project of an active subscription with these modules, seeded through the API as
 * an admin and a client would (their screens are tested elsewhere). `name` makes the e-mails unique.
 */
export async function seedProjectMember(
  server: RunningServer,
  opts: {
    name: string;
    modules: string[];
    projectName: string;
    user: { firstname: string; email: string; password: string };
    /** Names of further projects of the same subscription (e.g. to switch between). */
    moreProjects?: string[];
  },
): Promise<ProjectMember> {
  const slug = opts.name.toLowerCase().replace(/[^a-z]+/g, '-');
  const owner = { email: `owner@${slug}.test`, password: `${slug}-owner-password` };
  const admin = await adminToken(server, ADMIN_EMAIL, ADMIN_PASSWORD);
  const client = await apiCall<{ id: number }>(server, admin, 'POST', '/clients', {
    firstname: opts.name,
    lastname: 'Owner',
    company: `${opts.name} Ltd`,
    phone: '555-0100',
    ...owner,
  });
  const subscription = await apiCall<{ id: number }>(server, admin, 'POST', '/subscriptions', {
    client: client.id,
    coreId: ([...opts.name].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 11) % 999_999) + 1,
    maxProjects: 1 + (opts.moreProjects?.length ?? 0),
    maxUsers: 1,
    modules: opts.modules,
  });
  await apiCall(server, admin, 'PATCH', '/subscriptions/status', { id: subscription.id, status: 'active' });
  const ownerToken = await adminToken(server, owner.email, owner.password);
  const addProject = (projectName: string) =>
    apiCall<{ id: number; token: string }>(server, ownerToken, 'POST', '/projects', {
      projectName,
      projectDescription: 'Shop',
      website: `https://${slug}.test`,
      subscription: subscription.id,
    });
  const project = await addProject(opts.projectName);
  const moreProjects: number[] = [];
  for (const name of opts.moreProjects ?? []) moreProjects.push((await addProject(name)).id);
  await apiCall(server, ownerToken, 'POST', '/users', { lastname: 'User', subscription: subscription.id, ...opts.user });
  return { project: project.id, moreProjects, apiKey: project.token, token: await adminToken(server, opts.user.email, opts.user.password) };
}
