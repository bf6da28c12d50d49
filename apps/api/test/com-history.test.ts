// Issue 19, the lead pipeline end to end: the leads screen's three lists each paged, searched and sorted on
// the server; the customer a lead became found from the lead; the mail sent to a lead or customer listed
// with who sent it and where it stands.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { many } from './support/fixtures.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let w: ModuleWorld;
useTestApp((app) => (t = app));

const project = () => String(w.member.projectId);
const sql = (text: string, params: unknown[] = []) => t.running.database.dataSource.query(text, params);
const leads = (query: Record<string, string>) =>
  w.member.api.GET('/api/com/leads', { params: { query: { project: project(), ...query } as never } });
const rows = (answer: { data?: unknown }) =>
  many(answer.data as never) as Array<{ email: string; label: string | null; score: number | null }>;
const total = (answer: { response: Response }) => Number(answer.response.headers.get('x-total-count'));

describe("the leads screen's lists, one call each", () => {
  beforeAll(async () => {
    w = await buildModuleWorld(t);
    const scoring = (label: string, score: number) =>
      unwrap(w.member.api.POST('/api/com/scoring', { body: { label, score, color: '#ff8800', project: w.member.projectId } as never }));
    const hot = await scoring('Hot', 90);
    const warm = await scoring('Warm', 40);
    const zero = await scoring('Zero', 0);
    const add = async (name: string, scoringId: number | null, assignedTo: number | null) => {
      const lead = await unwrap(
        w.member.api.POST('/api/com/leads', {
          body: {
            firstname: name,
            lastname: 'Lead',
            phone: '555-0100',
            email: `${name}@lists.test`,
            assignedTo,
            project: w.member.projectId,
          },
        }),
      );
      if (scoringId) await unwrap(w.member.api.PATCH('/api/com/leads', { body: { id: lead.id, scoring: scoringId } }));
    };
    await add('ann', hot.id, w.member.userId);
    await add('bob', warm.id, null);
    await add('cid', null, w.member.userId);
    await add('dee', zero.id, null);
    await add('eve', null, null);
  });

  it('Ranked Leads: score above 0, highest first, with the scoring; paged with the total', async () => {
    const ranked = await leads({ ranked: 'true', sort: 'score', order: 'desc' });
    expect(rows(ranked).map((l) => [l.email, l.label, l.score])).toEqual([
      ['ann@lists.test', 'Hot', 90],
      ['bob@lists.test', 'Warm', 40],
    ]);
    expect(total(ranked)).toBe(2);
    const second = await leads({ ranked: 'true', sort: 'score', order: 'desc', page: '2', perPage: '1' });
    expect(rows(second).map((l) => l.email)).toEqual(['bob@lists.test']);
    expect(total(second)).toBe(2);
  });

  it('Unranked Leads: no scoring or a score of 0, searched by name or e-mail', async () => {
    const unranked = await leads({ ranked: 'false', sort: 'email', order: 'asc' });
    expect(rows(unranked).map((l) => l.email)).toEqual(['cid@lists.test', 'dee@lists.test', 'eve@lists.test']);
    const found = await leads({ ranked: 'false', q: 'EVE' });
    expect(rows(found).map((l) => l.email)).toEqual(['eve@lists.test']);
    expect(total(found)).toBe(1);
  });

  it('My Leads: the leads assigned to a user, with their scoring', async () => {
    const mine = await leads({ assigned: String(w.member.userId), sort: 'lastname', order: 'asc' });
    expect(rows(mine).map((l) => [l.email, l.label])).toEqual(
      expect.arrayContaining([
        ['ann@lists.test', 'Hot'],
        ['cid@lists.test', null],
      ]),
    );
    expect(total(mine)).toBe(2);
  });

  it('refuses an unknown sort or list, and sorts by score only on these lists', async () => {
    expect((await leads({ ranked: 'maybe' })).response.status).toBe(400);
    expect((await leads({ ranked: 'true', sort: 'phone' })).response.status).toBe(400);
    expect((await leads({ sort: 'score' })).response.status).toBe(400);
  });

  it("shows nothing of another tenant's project", async () => {
    const theirs = await w.otherTenant.api.GET('/api/com/leads', { params: { query: { project: project(), ranked: 'true' } } });
    expect(theirs.response.status).toBe(404);
  });
});

describe('the customer a lead became', () => {
  it('is listed with `leadId`, and only that one', async () => {
    const group = await unwrap(w.member.api.POST('/api/crm/groups', { body: { groupName: 'From leads', project: w.member.projectId } }));
    const lead = await unwrap(
      w.member.api.POST('/api/com/leads', {
        body: { firstname: 'Fay', lastname: 'Lead', phone: '555-0100', email: 'fay@lists.test', project: w.member.projectId },
      }),
    );
    const { customerId } = await unwrap(
      w.member.api.POST('/api/com/leads/convert', { body: { id: lead.id, customerGroup: group.id, project: w.member.projectId } }),
    );
    await unwrap(
      w.member.api.POST('/api/crm/customers', {
        body: { firstname: 'Gus', lastname: 'Other', email: 'gus@lists.test', customerGroup: group.id, project: w.member.projectId },
      }),
    );
    const of = await w.member.api.GET('/api/crm/customers', { params: { query: { project: project(), leadId: String(lead.id) } } });
    expect(many(of.data!).map((c) => [c.id, c.leadId])).toEqual([[customerId, lead.id]]);
    expect(of.response.headers.get('x-total-count')).toBe('1');
  });
});

describe('sent mail', () => {
  const send = (email: string, subject: string, api = w.member.api, projectId = w.member.projectId) =>
    unwrap(api.POST('/api/com/mail', { body: { email, subject, message: 'Hello', project: projectId } }));
  const sent = (email: string, query: Record<string, string> = {}, api = w.member.api, projectId = project()) =>
    api.GET('/api/com/mail', { params: { query: { project: projectId, email, ...query } } });

  it('lists the mail sent to an address from the project, newest first, with its sender and delivery state', async () => {
    await send('mia@mail.test', 'First visit');
    await send('MIA@mail.test', 'Second visit');
    await send('other@mail.test', 'Not hers');
    const answer = await sent('Mia@Mail.test');
    expect(answer.response.status).toBe(200);
    expect(answer.response.headers.get('x-total-count')).toBe('2');
    const [second, first] = answer.data!;
    expect(second).toMatchObject({
      subject: 'Second visit',
      email: 'MIA@mail.test',
      sentBy: w.member.userId,
      state: 'queued',
      deliveredAt: null,
    });
    expect(second.sentByName).toMatch(/ /);
    expect(first.subject).toBe('First visit');
    expect(second.dateTime).toBeGreaterThanOrEqual(first.dateTime);
    expect(many((await sent('mia@mail.test', { q: 'first' })).data!).map((m) => m.subject)).toEqual(['First visit']);
  });

  it('says where each mail stands: sent, retrying after a failure, failed after the last attempt', async () => {
    await send('sid@mail.test', 'Delivered');
    await send('sid@mail.test', 'Bounced once');
    await send('sid@mail.test', 'Gave up');
    await sql(`UPDATE mail_outbox SET sent_at = now(), attempts = 1 WHERE subject = 'Delivered'`);
    await sql(`UPDATE mail_outbox SET attempts = 1, last_error = 'connect ECONNREFUSED' WHERE subject = 'Bounced once'`);
    await sql(`UPDATE mail_outbox SET attempts = 5, last_error = 'mailbox unavailable' WHERE subject = 'Gave up'`);
    const states = Object.fromEntries(many((await sent('sid@mail.test')).data!).map((m) => [m.subject, [m.state, m.deliveredAt !== null]]));
    expect(states).toEqual({ Delivered: ['sent', true], 'Bounced once': ['retrying', false], 'Gave up': ['failed', false] });
  });

  it("keeps other projects' and other tenants' mail apart, and needs an address", async () => {
    await send('kim@mail.test', 'Theirs', w.otherTenant.api, w.otherTenant.projectId);
    expect((await sent('kim@mail.test')).data).toEqual([]);
    expect((await sent('kim@mail.test', {}, w.otherTenant.api)).response.status).toBe(404);
    expect(many((await sent('kim@mail.test', {}, w.otherTenant.api, String(w.otherTenant.projectId))).data!)).toHaveLength(1);
    const noAddress = await w.member.api.GET('/api/com/mail', { params: { query: { project: project() } as never } });
    expect(noAddress.response.status).toBe(400);
  });
});
