// Mail and enrichment through the API (spec 2 "Send mail", GET /com/data/enrich): the mail is queued and sent
// by a job to a real SMTP peer; enrichment asks a stub provider named by ENRICHMENT_URL.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SMTPServer } from 'smtp-server';
import { TEXT_LIMITS } from '@atrium/kernel';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from '@atrium/testing';

const received: { to: string; raw: string }[] = [];
const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});

/** The provider: knows ada@, fails for broken@, answers 404 for anyone else; requires the key. */
const provider: Server = createServer((req, res) => {
  const email = new URL(req.url ?? '/', 'http://stub').searchParams.get('email');
  const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.headers['x-api-key'] !== 'enrich-key') return json(401, {});
  if (email === 'broken@example.com') return json(500, {});
  if (email !== 'ada@example.com') return json(404, { status: 404 });
  json(200, {
    status: 200,
    data: {
      full_name: 'ada lovelace',
      job_company_name: 'analytical engines',
      linkedin_url: 'linkedin.com/in/ada',
      education: [{ school: { name: 'home' }, degrees: ['mathematics'], end_date: '1833' }],
      experience: [{ company: { name: 'analytical engines' }, title: { name: 'programmer' } }],
    },
  });
});

let t: TestApp;
let w: ModuleWorld;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`,
    MAIL_FROM: 'Atrium <no-reply@atrium.test>',
    ENRICHMENT_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v5/person/enrich`,
    ENRICHMENT_API_KEY: 'enrich-key',
  });
  w = await buildModuleWorld(t);
  // The member's subscription needs the module com (idempotent if the shared world already grants it).
  await t.writeDirectly(`UPDATE subscriptions SET modules = $2 WHERE id = $1`, [w.member.subscriptionId, ['cms', 'crm', 'com']]);
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  provider.closeAllConnections();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

describe('POST /com/mail', () => {
  const mail = (body: Record<string, unknown>) =>
    w.member.api.POST('/api/com/mail', {
      body: { project: w.member.projectId, subject: 'Hi', message: 'Hello', email: 'x@example.com', ...body } as never,
    });

  it('answers {queued: true}, keeps the mail in the outbox and a job sends it through SMTP', async () => {
    const { data, response } = await mail({ subject: 'Your visit', message: 'See you on Friday.', email: 'lead@example.com' });
    expect(response.status).toBe(200);
    expect(data).toEqual({ queued: true });
    const outbox = () =>
      t.running.database.dataSource.query(`SELECT subject, body_text, sent_at FROM mail_outbox WHERE to_address = 'lead@example.com'`);
    await waitFor(async () => (await outbox())[0]?.sent_at !== null && (await outbox()).length === 1);
    expect(await outbox()).toEqual([{ subject: 'Your visit', body_text: 'See you on Friday.', sent_at: expect.any(Date) }]);
    const delivered = received.filter((r) => r.to === 'lead@example.com');
    expect(delivered).toHaveLength(1);
    expect(delivered[0].raw).toMatch(/^Subject: Your visit\r?$/m);
    expect(delivered[0].raw).toContain('See you on Friday.');
  });

  it('refuses a subject beyond the short limit, a message beyond the long limit, a missing subject and a bad address', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: 'x'.repeat(TEXT_LIMITS.short + 1) }, 'subject'],
      [{ message: 'x'.repeat(TEXT_LIMITS.long + 1) }, 'message'],
      [{ subject: '' }, 'subject'],
      [{ email: 'not-an-address' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const { error, response } = await mail({ ...body, email: (body.email as string) ?? 'refused@example.com' });
      expect(response.status).toBe(400);
      expect((error as { errors?: { field: string }[] }).errors?.map((e) => e.field)).toContain(field);
    }
    const kept = await t.running.database.dataSource.query(
      `SELECT 1 FROM mail_outbox WHERE to_address IN ('refused@example.com', 'not-an-address')`,
    );
    expect(kept).toEqual([]);
  });
});

describe('GET /com/data/enrich', () => {
  const enrich = (email: string) =>
    w.member.api.GET('/api/com/data/enrich', { params: { query: { email, project: String(w.member.projectId) } } });

  it('is announced by GET /health (the console says "not set up" without a provider)', async () => {
    expect(await (await fetch(`${t.baseUrl}/api/health`)).json()).toMatchObject({ enrichment: true, calendarSync: false });
  });

  it("answers the provider's person mapped to the enrichment fields", async () => {
    const { data, response } = await enrich('ada@example.com');
    expect(response.status).toBe(200);
    expect(data).toEqual({
      avatar: null,
      fullName: 'ada lovelace',
      gender: null,
      ageRange: null,
      organization: 'analytical engines',
      title: null,
      location: null,
      bio: null,
      facebook: null,
      twitter: null,
      linkedin: 'https://linkedin.com/in/ada',
      details: {
        education: [{ degree: 'mathematics', name: 'home', end: { year: 1833 } }],
        employment: [{ name: 'analytical engines', title: 'programmer' }],
      },
    });
  });

  it('answers null fields for an unknown person, 503 when the provider fails, 400 without an e-mail', async () => {
    const unknown = await enrich('stranger@example.com');
    expect(unknown.response.status).toBe(200);
    expect(Object.values({ ...unknown.data, details: null }).every((v) => v === null)).toBe(true);
    expect(unknown.data?.details).toEqual({ education: [], employment: [] });

    const failed = await enrich('broken@example.com');
    expect(failed.response.status).toBe(503);
    expect(failed.error).toMatchObject({ code: 'com.enrichment_unavailable' });

    const missing = await w.member.api.GET('/api/com/data/enrich', { params: { query: {} as never } });
    expect(missing.response.status).toBe(400);
  });
});
