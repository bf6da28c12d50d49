// Spec 1 §7: session and passwords, and the admin's clients.
import { describe, expect } from '@jest/globals';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../test-app.js';
import { created, expectList, expectRecord, expectStatus, ids, num, str, type Rec } from './http.js';
import { specCall1 } from './registry.js';
import { PASSWORD, type SpecWorld } from './world.js';

const CLIENT = { id: num, firstname: str, lastname: str, company: str, email: str, phone: str };

export function adminCalls(w: () => SpecWorld): void {
  /** A client of its own (for password changes and deletes, which must not disturb the world's). */
  const addClient = async () => {
    const email = `spare-${w().unique()}@example.com`;
    const id = created(
      await w().admin('POST', '/clients', {
        firstname: 'Sam',
        lastname: 'Spare',
        company: 'Spare Ltd',
        email,
        phone: '555-0111',
        password: PASSWORD,
      }),
    );
    return { id, email };
  };

  describe('Session and passwords', () => {
    specCall1('POST /auth/validate {token}', async () => {
      const login = await w().anonymous('POST', '/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      const token = (login.body as Rec).token;
      expectRecord(await w().anonymous('POST', '/auth/validate', { token }), {
        usertype: 'admins',
        userId: num,
        firstname: str,
        email: ADMIN_EMAIL,
      });
    });
    specCall1('POST /auth/login {email, password}', async () => {
      const a = await w().anonymous('POST', '/auth/login', { email: w().client.email, password: PASSWORD });
      expectRecord(a, { token: str, usertype: 'clients', userId: w().client.id, firstname: str, email: w().client.email });
    });
    specCall1('PATCH /auth/login {oldPassword, newPassword, confirmPassword}: password change for admins and clients', async () => {
      const spare = await addClient();
      const call = await w().signIn(spare.email);
      const body = { oldPassword: PASSWORD, newPassword: 'changed-password-1', confirmPassword: 'changed-password-1' };
      expectStatus(await call('PATCH', '/auth/login', body), 204);
      await w().signIn(spare.email, 'changed-password-1');
    });
    specCall1('PATCH /auth/password with the same payload: password change for users', async () => {
      const email = `pw-${w().unique()}@example.com`;
      const user = { firstname: 'Pat', lastname: 'Word', email, password: PASSWORD, subscription: w().client.subscriptionId };
      created(await w().client.call('POST', '/users', user));
      const call = await w().signIn(email);
      const body = { oldPassword: PASSWORD, newPassword: 'changed-password-2', confirmPassword: 'changed-password-2' };
      expectStatus(await call('PATCH', '/auth/password', body), 204);
      await w().signIn(email, 'changed-password-2');
    });
  });

  describe('Clients', () => {
    specCall1('GET /clients', async () => {
      expect(ids(expectList(await w().admin('GET', '/clients'), CLIENT))).toContain(w().client.id);
    });
    specCall1('GET /clients?id={id}', async () => {
      expectRecord(await w().admin('GET', `/clients?id=${w().client.id}`), { ...CLIENT, id: w().client.id, email: w().client.email });
    });
    specCall1('POST /clients', async () => {
      const body = {
        firstname: 'Nina',
        lastname: 'New',
        company: 'New Co',
        email: `new-${w().unique()}@example.com`,
        phone: '555-0122',
        password: PASSWORD,
      };
      expectRecord(await w().admin('POST', '/clients', body), { ...CLIENT, email: body.email, company: 'New Co' });
    });
    specCall1('PATCH /clients', async () => {
      const spare = await addClient();
      const body = { id: spare.id, firstname: 'Sam', lastname: 'Spare', company: 'Spare Holdings', email: spare.email, phone: '555-0112' };
      expectStatus(await w().admin('PATCH', '/clients', body), 204);
      expectRecord(await w().admin('GET', `/clients?id=${spare.id}`), { company: 'Spare Holdings', phone: '555-0112' });
    });
    specCall1('DELETE /clients?id={id} (answers 204)', async () => {
      const spare = await addClient();
      expectStatus(await w().admin('DELETE', `/clients?id=${spare.id}`), 204);
      expectStatus(await w().admin('GET', `/clients?id=${spare.id}`), 404);
    });
  });
}
