// The permission matrix of CONTRACT §5 for every route of the admin and client areas:
// anonymous, admin, the owning client, another client, and a user of the owning client's subscription.
import { describe, expect, it } from '@jest/globals';
import type { AtriumClient } from '@atrium/api-client';
import { listRoutePolicies } from '../src/http/route-policies.js';
import { statusOf } from './support/status-of.js';
import { type World, useWorld } from './support/fixtures.js';
import type { TestApp } from './support/test-app.js';

type Role = 'anonymous' | 'admin' | 'owner' | 'otherClient' | 'user';
const ROLES: Role[] = ['anonymous', 'admin', 'owner', 'otherClient', 'user'];

interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The route as declared (for coverage), then the concrete call. */
  route: string;
  url: (w: World) => string;
  body?: (w: World) => unknown;
  expect: [number, number, number, number, number];
}

const rows: Row[] = [
  { method: 'GET', route: '/clients', url: () => '/api/clients', expect: [401, 200, 403, 403, 403] },
  { method: 'GET', route: '/clients', url: (w) => `/api/clients?id=${w.clientA.id}`, expect: [401, 200, 403, 403, 403] },
  { method: 'POST', route: '/clients', url: () => '/api/clients', body: () => ({}), expect: [401, 400, 403, 403, 403] },
  { method: 'PATCH', route: '/clients', url: () => '/api/clients', body: () => ({}), expect: [401, 400, 403, 403, 403] },
  { method: 'DELETE', route: '/clients', url: () => '/api/clients?id=999999', expect: [401, 404, 403, 403, 403] },
  {
    method: 'PATCH',
    route: '/clients/two-factor',
    url: () => '/api/clients/two-factor',
    body: () => ({ id: 999999 }),
    expect: [401, 404, 403, 403, 403],
  },
  { method: 'GET', route: '/subscriptions', url: () => '/api/subscriptions', expect: [401, 200, 200, 200, 403] },
  {
    method: 'GET',
    route: '/subscriptions',
    url: (w) => `/api/subscriptions?id=${w.clientA.subscriptionId}`,
    expect: [401, 200, 200, 404, 403],
  },
  {
    method: 'GET',
    route: '/subscriptions/client',
    url: (w) => `/api/subscriptions/client?id=${w.clientA.id}`,
    expect: [401, 200, 200, 200, 403],
  },
  {
    method: 'GET',
    route: '/subscriptions/quote',
    url: () => '/api/subscriptions/quote?maxProjects=1&maxUsers=1',
    expect: [401, 200, 200, 200, 403],
  },
  { method: 'POST', route: '/subscriptions', url: () => '/api/subscriptions', body: () => ({}), expect: [401, 400, 403, 403, 403] },
  {
    method: 'PATCH',
    route: '/subscriptions/status',
    url: () => '/api/subscriptions/status',
    body: () => ({}),
    expect: [401, 400, 403, 403, 403],
  },
  { method: 'GET', route: '/invoices', url: () => '/api/invoices', expect: [401, 200, 200, 200, 403] },
  { method: 'GET', route: '/invoices', url: (w) => `/api/invoices?id=${w.clientA.invoiceId}`, expect: [401, 200, 200, 404, 403] },
  { method: 'GET', route: '/invoices/client', url: (w) => `/api/invoices/client?id=${w.clientA.id}`, expect: [401, 200, 200, 200, 403] },
  {
    method: 'GET',
    route: '/invoices/subscription',
    url: (w) => `/api/invoices/subscription?id=${w.clientA.subscriptionId}`,
    expect: [401, 200, 200, 200, 403],
  },
  { method: 'POST', route: '/invoices', url: () => '/api/invoices', body: () => ({}), expect: [401, 400, 403, 403, 403] },
  { method: 'PATCH', route: '/invoices', url: () => '/api/invoices', body: () => ({}), expect: [401, 400, 403, 403, 403] },
  { method: 'PATCH', route: '/invoices/status', url: () => '/api/invoices/status', body: () => ({}), expect: [401, 400, 403, 403, 403] },
  { method: 'DELETE', route: '/invoices', url: () => '/api/invoices?id=999999', expect: [401, 404, 403, 403, 403] },
  { method: 'GET', route: '/transactions', url: () => '/api/transactions', expect: [401, 200, 200, 200, 403] },
  // Read only (no route changes it); each caller sees its own part of the trail (audit.test.ts).
  { method: 'GET', route: '/audit', url: () => '/api/audit', expect: [401, 200, 200, 200, 200] },
  { method: 'GET', route: '/audit', url: (w) => `/api/audit?project=${w.clientA.projectId}`, expect: [401, 200, 200, 200, 200] },
  {
    method: 'GET',
    route: '/transactions/client',
    url: (w) => `/api/transactions/client?id=${w.clientA.id}`,
    expect: [401, 200, 200, 200, 403],
  },
  { method: 'POST', route: '/transactions', url: () => '/api/transactions', body: () => ({}), expect: [401, 400, 403, 403, 403] },
  { method: 'GET', route: '/audit/verify', url: (w) => `/api/audit/verify?client=${w.clientA.id}`, expect: [401, 200, 200, 404, 403] },
  { method: 'GET', route: '/users', url: (w) => `/api/users?subscription=${w.clientA.subscriptionId}`, expect: [401, 200, 200, 200, 200] },
  { method: 'GET', route: '/users', url: (w) => `/api/users?id=${w.clientA.userId}`, expect: [401, 200, 200, 404, 200] },
  { method: 'POST', route: '/users', url: () => '/api/users', body: () => ({}), expect: [401, 400, 400, 400, 403] },
  {
    method: 'PATCH',
    route: '/users',
    url: () => '/api/users',
    body: (w) => ({ id: w.clientA.userId, lastname: 'Renamed' }),
    expect: [401, 204, 204, 404, 403],
  },
  { method: 'DELETE', route: '/users', url: () => '/api/users?id=999999', expect: [401, 404, 404, 404, 403] },
  {
    method: 'GET',
    route: '/projects/subscription',
    url: (w) => `/api/projects/subscription?id=${w.clientA.subscriptionId}`,
    expect: [401, 200, 200, 200, 200],
  },
  { method: 'GET', route: '/projects', url: (w) => `/api/projects?id=${w.clientA.projectId}`, expect: [401, 200, 200, 404, 200] },
  { method: 'POST', route: '/projects', url: () => '/api/projects', body: () => ({}), expect: [401, 400, 400, 400, 403] },
  {
    method: 'PATCH',
    route: '/projects',
    url: () => '/api/projects',
    body: (w) => ({ id: w.clientA.projectId, website: 'https://new.example' }),
    expect: [401, 204, 204, 404, 403],
  },
  {
    method: 'PATCH',
    route: '/projects/token',
    url: () => '/api/projects/token',
    body: (w) => ({ id: w.clientA.projectId }),
    expect: [401, 200, 200, 404, 200],
  },
  { method: 'DELETE', route: '/projects', url: () => '/api/projects?id=999999', expect: [401, 404, 404, 404, 403] },
  { method: 'GET', route: '/stats/admin', url: () => '/api/stats/admin', expect: [401, 200, 403, 403, 403] },
  {
    method: 'GET',
    route: '/stats/users',
    url: (w) => `/api/stats/users?project=${w.clientA.projectId}`,
    expect: [401, 403, 403, 403, 200],
  },
  // Webhooks: a project's are its users' (issue 23 §1), an account's its client's (webhooks.test.ts).
  { method: 'GET', route: '/webhooks', url: (w) => `/api/webhooks?project=${w.clientA.projectId}`, expect: [401, 403, 403, 403, 200] },
  { method: 'POST', route: '/webhooks', url: () => '/api/webhooks', body: () => ({}), expect: [401, 403, 403, 403, 400] },
  { method: 'PATCH', route: '/webhooks', url: () => '/api/webhooks', body: () => ({ id: 999999 }), expect: [401, 403, 403, 403, 404] },
  { method: 'DELETE', route: '/webhooks', url: () => '/api/webhooks?id=999999', expect: [401, 403, 403, 403, 404] },
  {
    method: 'GET',
    route: '/webhooks/deliveries',
    url: () => '/api/webhooks/deliveries?endpoint=999999',
    expect: [401, 403, 403, 403, 404],
  },
  {
    method: 'POST',
    route: '/webhooks/deliveries/redeliver',
    url: () => '/api/webhooks/deliveries/redeliver',
    body: () => ({ id: 999999 }),
    expect: [401, 403, 403, 403, 404],
  },
  {
    method: 'POST',
    route: '/webhooks/test',
    url: () => '/api/webhooks/test',
    body: () => ({ id: 999999 }),
    expect: [401, 403, 403, 403, 404],
  },
  { method: 'GET', route: '/account/webhooks', url: () => '/api/account/webhooks', expect: [401, 403, 200, 200, 403] },
  { method: 'POST', route: '/account/webhooks', url: () => '/api/account/webhooks', body: () => ({}), expect: [401, 403, 400, 400, 403] },
  {
    method: 'PATCH',
    route: '/account/webhooks',
    url: () => '/api/account/webhooks',
    body: () => ({ id: 999999 }),
    expect: [401, 403, 404, 404, 403],
  },
  { method: 'DELETE', route: '/account/webhooks', url: () => '/api/account/webhooks?id=999999', expect: [401, 403, 404, 404, 403] },
  {
    method: 'GET',
    route: '/account/webhooks/deliveries',
    url: () => '/api/account/webhooks/deliveries?endpoint=999999',
    expect: [401, 403, 404, 404, 403],
  },
  {
    method: 'POST',
    route: '/account/webhooks/deliveries/redeliver',
    url: () => '/api/account/webhooks/deliveries/redeliver',
    body: () => ({ id: 999999 }),
    expect: [401, 403, 404, 404, 403],
  },
  {
    method: 'POST',
    route: '/account/webhooks/test',
    url: () => '/api/account/webhooks/test',
    body: () => ({ id: 999999 }),
    expect: [401, 403, 404, 404, 403],
  },
];

let t: TestApp;
let w: World;
useWorld((app, world) => {
  t = app;
  w = world;
});

function tokenOf(role: Role): AtriumClient | null {
  return { anonymous: null, admin: w.admin, owner: w.clientA.api, otherClient: w.clientB.api, user: w.userA.api }[role];
}

async function call(role: Role, row: Row): Promise<number> {
  const api = tokenOf(role) ?? t.client;
  return statusOf(api, row.method, row.url(w), { body: row.body?.(w) });
}

describe('permission matrix', () => {
  it.each(rows.map((r, i) => [`#${i + 1} ${r.method} ${r.route}`, r] as const))('%s', async (_name, row) => {
    const actual: Record<string, number> = {};
    for (const role of ROLES) actual[role] = await call(role, row);
    expect(actual).toEqual(Object.fromEntries(ROLES.map((role, i) => [role, row.expect[i]])));
  });

  it('covers every route outside sessions and health', () => {
    const covered = new Set(rows.map((r) => `${r.method} ${r.route}`));
    const routes = listRoutePolicies(t.running.app)
      // Module and public routes have their own matrix (module-permissions.test.ts).
      .filter((r) => !r.path.startsWith('/auth') && !['/health', '/ready'].includes(r.path))
      .filter((r) => r.module === undefined && !r.path.startsWith('/public/'))
      .map((r) => `${r.method} ${r.path}`);
    expect(routes.filter((r) => !covered.has(r))).toEqual([]);
  });
});
