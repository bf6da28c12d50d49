// Every call of the spec's "Calls" sections (`spec-check --call-lines`, committed as
// support/spec-calls/call-lines.txt), sent as written: exactly the spec's query parameters and body fields,
// as the role whose screen makes it, answered with the documented status and shape (CONTRACT §4). The guard
// at the end fails when a call line has no test. One app for the whole file; Google is a local fake.
import { afterAll, beforeAll, describe } from '@jest/globals';
import { startFakeGoogle, type FakeGoogle } from '@atrium/testing';
import { adminCalls } from './support/spec-calls/admin.js';
import { assetCalls } from './support/spec-calls/assets.js';
import { billingCalls } from './support/spec-calls/billing.js';
import { clientCalls } from './support/spec-calls/client.js';
import { comCalls } from './support/spec-calls/com.js';
import { contentCalls } from './support/spec-calls/content.js';
import { crmCalls } from './support/spec-calls/crm.js';
import { inventoryCalls } from './support/spec-calls/inventory.js';
import { guardTests } from './support/spec-calls/registry.js';
import { schedulerCalls } from './support/spec-calls/scheduler.js';
import { buildSpecWorld, type SpecWorld } from './support/spec-calls/world.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let google: FakeGoogle;
const env: Record<string, string> = {};
// Before the app starts: its configuration names the fake's endpoints.
beforeAll(async () => {
  google = await startFakeGoogle();
  Object.assign(env, {
    GOOGLE_CLIENT_ID: 'spec-client',
    GOOGLE_CLIENT_SECRET: 'spec-secret',
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_API_URL: google.apiRootUrl,
    GOOGLE_AUTH_URL: google.authUrl,
  });
});
afterAll(() => google.close());

let t: TestApp;
let world: SpecWorld;
useTestApp((app) => (t = app), env);
beforeAll(async () => {
  world = await buildSpecWorld(t);
});
const w = () => world;

describe('spec 1: session, admin and client areas', () => {
  adminCalls(w);
  billingCalls(w);
  clientCalls(w);
});
describe('spec 1 and 2: content and video', () => contentCalls(w));
describe('spec 2: inventory', () => inventoryCalls(w));
describe('spec 2: customers', () => crmCalls(w));
describe('spec 2: communications', () => comCalls(w));
describe('spec 2: notes and digital assets', () => assetCalls(w));
describe('spec 2: scheduler', () => schedulerCalls(w, () => google));
describe('the spec’s call lines', () => guardTests());
