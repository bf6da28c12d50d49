// Spec 1 §7: the client area (users and projects of a subscription), the user dashboard's statistics, and
// spec 2 §7 "API access".
import { describe, expect } from '@jest/globals';
import { created, expectList, expectRecord, expectStatus, ids, nowSeconds, num, str } from './http.js';
import { specCall, specCall1 } from './registry.js';
import { PASSWORD, type SpecWorld } from './world.js';

const USER = { id: num, firstname: str, lastname: str, email: str, subscription: num };
const PROJECT = { id: num, projectName: str, projectDescription: str, website: str, subscription: num };
const DATASETS = ['newleads', 'submissions', 'customers', 'engagements', 'likes', 'views'];

export function clientCalls(w: () => SpecWorld): void {
  const addUser = async () =>
    created(
      await w().client.call('POST', '/users', {
        firstname: 'Ursula',
        lastname: 'Spare',
        email: `spare-user-${w().unique()}@example.com`,
        password: PASSWORD,
        subscription: w().client.subscriptionId,
      }),
    );
  const addProject = async () =>
    created(
      await w().client.call('POST', '/projects', {
        projectName: 'Spare site',
        projectDescription: 'A spare project',
        website: 'https://spare.example',
        subscription: w().client.subscriptionId,
      }),
    );

  describe('Users', () => {
    specCall1('GET /users?id={id}', async () => {
      expectRecord(await w().client.call('GET', `/users?id=${w().user.id}`), { ...USER, id: w().user.id, email: w().user.email });
    });
    specCall1('GET /users?subscription={id}', async () => {
      const rows = expectList(await w().client.call('GET', `/users?subscription=${w().client.subscriptionId}`), USER);
      expect(ids(rows)).toContain(w().user.id);
    });
    specCall1('POST /users {firstname, lastname, email, password, subscription}', async () => {
      const body = { firstname: 'Noah', lastname: 'New', email: `new-user-${w().unique()}@example.com`, password: PASSWORD };
      const a = await w().client.call('POST', '/users', { ...body, subscription: w().client.subscriptionId });
      expectRecord(a, { ...USER, firstname: 'Noah', email: body.email, subscription: w().client.subscriptionId });
    });
    specCall1('PATCH /users (the edited user)', async () => {
      const id = await addUser();
      const user = expectRecord(await w().client.call('GET', `/users?id=${id}`), USER);
      expectStatus(await w().client.call('PATCH', '/users', { ...user, lastname: 'Edited' }), 204);
      expectRecord(await w().client.call('GET', `/users?id=${id}`), { lastname: 'Edited' });
    });
    specCall1('DELETE /users?id={id}', async () => {
      const id = await addUser();
      expectStatus(await w().client.call('DELETE', `/users?id=${id}`), 204);
      expectStatus(await w().client.call('GET', `/users?id=${id}`), 404);
    });
  });

  describe('Projects', () => {
    specCall1('GET /projects/subscription?id={id}', async () => {
      const rows = expectList(await w().client.call('GET', `/projects/subscription?id=${w().client.subscriptionId}`), PROJECT);
      expect(ids(rows)).toContain(w().project.id);
    });
    specCall1('GET /projects?id={id}', async () => {
      expectRecord(await w().client.call('GET', `/projects?id=${w().project.id}`), { ...PROJECT, id: w().project.id });
    });
    specCall1('POST /projects {projectName, projectDescription, website, subscription}', async () => {
      const body = { projectName: 'Marina', projectDescription: 'Marina phase 2', website: 'https://marina.example' };
      const a = await w().client.call('POST', '/projects', { ...body, subscription: w().client.subscriptionId });
      expectRecord(a, { ...PROJECT, ...body, token: str });
    });
    specCall1('PATCH /projects (the edited project)', async () => {
      const id = await addProject();
      const project = expectRecord(await w().client.call('GET', `/projects?id=${id}`), PROJECT);
      expectStatus(await w().client.call('PATCH', '/projects', { ...project, website: 'https://edited.example' }), 204);
      expectRecord(await w().client.call('GET', `/projects?id=${id}`), { website: 'https://edited.example' });
    });
    specCall1('PATCH /projects/token {id}: resets the API key', async () => {
      const id = await addProject();
      expectRecord(await w().client.call('PATCH', '/projects/token', { id }), { id, token: str });
    });
    specCall1('DELETE /projects?id={id}', async () => {
      const id = await addProject();
      expectStatus(await w().client.call('DELETE', `/projects?id=${id}`), 204);
      expectStatus(await w().client.call('GET', `/projects?id=${id}`), 404);
    });
  });

  describe('Statistics of the user dashboard', () => {
    const segment = 'GET /stats/users?dataset={newleads|submissions|customers|engagements|likes|views}&from={unix}&to={unix}&project={id}';
    for (const dataset of DATASETS)
      specCall(segment, `dataset=${dataset}`, async () => {
        const from = nowSeconds() - 600_000;
        const to = nowSeconds();
        const a = await w().user.call('GET', `/stats/users?dataset=${dataset}&from=${from}&to=${to}&project=${w().project.id}`);
        const stats = expectRecord(a, { project: w().project.id, series: expect.any(Array) });
        expect(stats.series).toEqual([expect.objectContaining({ dataset, total: num, points: expect.any(Array) })]);
      });
  });

  describe('API access', () => {
    specCall1('GET /projects?id={project}', async () => {
      // The API access screen's token: a read carries its hint only; the whole token is answered once, at a reset.
      expectRecord(await w().user.call('GET', `/projects?id=${w().project.id}`), { ...PROJECT, id: w().project.id, tokenHint: str });
    });
    specCall1('PATCH /projects/token {id}, 200', async () => {
      // Another project of the user's subscription: the world's key stays valid for the public API fixtures.
      const id = await addProject();
      expectRecord(await w().user.call('PATCH', '/projects/token', { id }), { id, token: str });
    });
  });
}
