// CONTRACT §4 (issue 18): text with a NUL character or invalid UTF-8, in a body, a query string, a header or
// a multipart field, answers 400 on every route, public and anonymous ones included, before any handler or
// database work (it answered 500, from PostgreSQL, after the work before it).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { PASSWORD } from './support/fixtures.js';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let w: ModuleWorld;
let admin: string;
let member: string;
let form: number;
useTestApp((app) => (t = app));

const sql = (text: string, params: unknown[] = []) => t.running.database.dataSource.query(text, params);
const count = async (table: string) => Number((await sql(`SELECT count(*) AS n FROM ${table}`))[0].n);

beforeAll(async () => {
  w = await buildModuleWorld(t);
  admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const { data } = await w.member.api.GET('/api/users', { params: { query: { id: String(w.member.userId) } } });
  member = await t.login((data as { email: string }).email, PASSWORD);
  form = (
    await sql(`INSERT INTO forms (project_id, label, notify_sms, notify_email) VALUES ($1, 'Contact', '', '') RETURNING id`, [
      w.member.projectId,
    ])
  )[0].id;
});

const call = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}) =>
  fetch(`${t.baseUrl}${path}`, { ...init, headers: { ...init.headers } });
const JSON_TYPE = { 'content-type': 'application/json' };

/** The answer every such request gets: 400 in the usual error shape, naming where the text was. */
async function refused(response: Response, field: string): Promise<void> {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    statusCode: 400,
    code: 'kernel.invalid_input',
    message: `Text with a NUL character or invalid UTF-8 is not accepted (${field})`,
    errors: [{ field, message: 'contains a NUL character or invalid UTF-8' }],
  });
}

/** Bytes that are not UTF-8 (a lone continuation byte and an overlong NUL). */
const NOT_UTF8 = Buffer.from([0x41, 0x80, 0xc0, 0x80]);

describe('a NUL character or invalid UTF-8', () => {
  it("in a list's q, as an admin and in a module, answers 400", async () => {
    await refused(await call('/api/clients?q=ac%00me', { headers: { token: admin } }), 'q');
    await refused(await call('/api/clients?q=%FF', { headers: { token: admin } }), 'q');
    await refused(await call(`/api/crm/customers?project=${w.member.projectId}&q=%00`, { headers: { token: member } }), 'q');
    // Without a credential too: the text is refused before anyone is asked who the caller is.
    await refused(await call('/api/clients?q=%00'), 'q');
    expect((await call('/api/clients?q=caf%C3%A9', { headers: { token: admin } })).status).toBe(200);
  });

  it('in a body field answers 400 and writes nothing', async () => {
    const before = await count('people');
    const body = {
      firstname: 'Nul\u0000',
      lastname: 'Owner',
      company: 'Nul Inc',
      email: 'nul@example.com',
      phone: '1',
      password: PASSWORD,
    };
    await refused(
      await call('/api/clients', { method: 'POST', headers: { ...JSON_TYPE, token: admin }, body: JSON.stringify(body) }),
      'firstname',
    );
    const raw = Buffer.concat([Buffer.from('{"firstname":"'), NOT_UTF8, Buffer.from('"}')]);
    await refused(await call('/api/clients', { method: 'POST', headers: { ...JSON_TYPE, token: admin }, body: raw }), 'body');
    expect(await count('people')).toBe(before);
  });

  it('in the login e-mail answers 400, and counts no failed sign-in', async () => {
    const attempts = async () => count('login_throttles');
    const before = await attempts();
    const body = JSON.stringify({ email: `${ADMIN_EMAIL}\u0000`, password: 'whatever-1' });
    await refused(await call('/api/auth/login', { method: 'POST', headers: JSON_TYPE, body }), 'email');
    expect(await attempts()).toBe(before);
  });

  it('in a field of a public form answers 400 and stores no submission', async () => {
    const before = await count('submissions');
    const body = JSON.stringify({ email: 'ada@example.com', message: 'hello\u0000world' });
    const headers = { ...JSON_TYPE, 'x-api-key': w.member.apiKey };
    await refused(await call(`/api/public/forms/${form}/submissions`, { method: 'POST', headers, body }), 'message');
    expect(await count('submissions')).toBe(before);
  });

  it('in a header answers 400', async () => {
    // fetch sends each character of a header value as one byte: "\u00ff" is the byte 0xFF.
    await refused(await call('/api/clients', { headers: { token: admin, 'x-note': 'caf\u00ff' } }), 'x-note');
    await refused(await call('/api/health', { headers: { 'x-note': '\u0080' } }), 'x-note');
    // "é" in UTF-8 (C3 A9), sent byte for byte, is fine.
    expect((await call('/api/health', { headers: { 'x-note': 'caf\u00c3\u00a9' } })).status).toBe(200);
  });

  it('in a multipart field answers 400 and stores no file', async () => {
    const before = await count('project_assets');
    const upload = (label: Buffer) => {
      const boundary = 'atrium-boundary';
      const part = (name: string, value: Buffer, extra = '') =>
        Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n`),
          value,
          Buffer.from('\r\n'),
        ]);
      const body = Buffer.concat([
        part('project', Buffer.from(String(w.member.projectId))),
        part('label', label),
        part('file', Buffer.from('GIF89a'), '; filename="a.gif"\r\nContent-Type: image/gif'),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      return call('/api/cms/assets', {
        method: 'POST',
        headers: { token: member, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
    };
    await refused(await upload(Buffer.from('Logo\u0000')), 'label');
    await refused(await upload(NOT_UTF8), 'label');
    expect(await count('project_assets')).toBe(before);
  });

  it('anywhere in the path, also of routes that do not exist and of the console, answers 400', async () => {
    await refused(await call('/api/nowhere/%00'), 'path');
    await refused(await call('/admin/clients%C0%80'), 'path');
  });
});
