import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp } from '../test-app.js';
import { callerFor, created, expectStatus, type Caller, type Rec } from './http.js';

export const PASSWORD = 'password-123';
const ALL_MODULES = ['cms', 'bms', 'inv', 'crm', 'com', 'asm', 'sch'];

/**
 * The people the spec's calls are made as: the admin; a client with an active subscription of every module
 * (room for more projects and users than the calls add) and an unpaid invoice; a project of that
 * subscription with its API key; a user of that subscription working in it.
 */
export interface SpecWorld {
  t: TestApp;
  anonymous: Caller;
  admin: Caller;
  client: { call: Caller; id: number; email: string; subscriptionId: number; invoiceId: number };
  project: { id: number; apiKey: string };
  user: { call: Caller; id: number; email: string };
  /** A unique suffix for e-mails and names. */
  unique(): string;
  /** Signs in (fixture step) and answers a caller for that person. */
  signIn(email: string, password?: string): Promise<Caller>;
}

let counter = 0;

export async function buildSpecWorld(t: TestApp): Promise<SpecWorld> {
  const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
  const anonymous = callerFor(t.baseUrl);
  const signIn = async (email: string, password = PASSWORD) => {
    const a = await anonymous('POST', '/auth/login', { email, password });
    expectStatus(a, 200);
    return callerFor(t.baseUrl, (a.body as Rec).token as string);
  };
  const admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  const clientEmail = `owner-${unique()}@example.com`;
  const clientId = created(
    await admin('POST', '/clients', {
      firstname: 'Olive',
      lastname: 'Owner',
      company: 'Owner Inc',
      email: clientEmail,
      phone: '555-0100',
      password: PASSWORD,
    }),
  );
  const subscriptionId = created(
    await admin('POST', '/subscriptions', {
      client: clientId,
      coreId: 4000 + counter,
      maxProjects: 10,
      maxUsers: 10,
      modules: ALL_MODULES,
      billingCycle: 'monthly',
    }),
  );
  const invoiceId = created(
    await admin('POST', '/invoices', { description: 'First month', amount: 129, subscription: subscriptionId, dueDate: 1_900_000_000 }),
  );
  expectStatus(await admin('PATCH', '/subscriptions/status', { id: subscriptionId, status: 'active' }), 204);
  const client = await signIn(clientEmail);
  const projectAnswer = await client('POST', '/projects', {
    projectName: 'Harbour site',
    projectDescription: 'The harbour development',
    website: 'https://harbour.example',
    subscription: subscriptionId,
  });
  const projectId = created(projectAnswer);
  const userEmail = `user-${unique()}@example.com`;
  const userId = created(
    await client('POST', '/users', {
      firstname: 'Uma',
      lastname: 'User',
      email: userEmail,
      password: PASSWORD,
      subscription: subscriptionId,
    }),
  );
  return {
    t,
    anonymous,
    admin,
    client: { call: client, id: clientId, email: clientEmail, subscriptionId, invoiceId },
    project: { id: projectId, apiKey: (projectAnswer.body as Rec).token as string },
    user: { call: await signIn(userEmail), id: userId, email: userEmail },
    unique,
    signIn,
  };
}
