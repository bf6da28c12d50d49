import { beforeAll, describe, expect, it } from '@jest/globals';
import { InviteeAlreadyTagged } from '@atrium/modules';
import { testProject } from '@atrium/testing';
import { useTestDatabase } from '../../test/open-test-database.js';
import { listQuery, scopesOf, seedTenant, type Tenant } from '../../test/seed.js';
import { AesGcmSecretBox } from '../../crypto/aes-gcm-secret-box.js';
import { TypeormCalendarLinkRepository } from './typeorm-calendar-link.repository.js';
import { TypeormInviteeRepository } from './typeorm-invitee.repository.js';
import { TypeormSchedulerEventRepository } from './typeorm-scheduler-event.repository.js';

const utc = (iso: string) => new Date(`${iso}Z`);

describe('scheduler repositories', () => {
  const t = useTestDatabase();
  const events = () => new TypeormSchedulerEventRepository(t.db);
  const tags = () => new TypeormInviteeRepository(t.db);
  let mine: Tenant;
  let theirs: Tenant;
  let customerId: number;
  let leadId: number;
  let theirLead: number;
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
    const [group] = await t.sql<{ id: number }>(`INSERT INTO customer_groups (project_id, group_name) VALUES ($1, 'G') RETURNING id`, [
      mine.projectIds[0],
    ]);
    customerId = (
      await t.sql<{ id: number }>(
        `INSERT INTO customers (project_id, firstname, lastname, email, customer_group_id) VALUES ($1, 'Ada', 'Customer', 'ada@example.com', $2) RETURNING id`,
        [mine.projectIds[0], group.id],
      )
    )[0].id;
    const lead = (project: number) =>
      t.sql<{ id: number }>(
        `INSERT INTO leads (project_id, firstname, lastname, phone, email) VALUES ($1, 'Lin', 'Lead', '1', 'lin@example.com') RETURNING id`,
        [project],
      );
    leadId = (await lead(mine.projectIds[0]))[0].id;
    theirLead = (await lead(theirs.projectIds[0]))[0].id;
  });

  const add = (projectId: number, start: string, end: string, event = 'Meeting') =>
    events().create({ event, description: 'About', start: utc(start), end: utc(end) }, testProject(projectId));

  it('reads an event back with its instants, and lists a UTC day by overlap', async () => {
    const p = mine.projectIds[1];
    const midnight = await add(p, '2026-03-02T00:00:00', '2026-03-02T00:00:00');
    const late = await add(p, '2026-03-02T23:59:00', '2026-03-03T01:00:00');
    await add(p, '2026-03-01T22:00:00', '2026-03-02T00:00:00');
    await add(p, '2026-03-03T00:00:00', '2026-03-03T01:00:00');
    const spanning = await add(p, '2026-03-01T10:00:00', '2026-03-04T10:00:00');
    expect(await events().get(midnight.id, scopesOf(mine).user)).toMatchObject({ start: utc('2026-03-02T00:00:00'), googleEventId: null });
    const day = { from: utc('2026-03-02T00:00:00'), to: utc('2026-03-03T00:00:00') };
    const listed = await events().listOverlapping(day, listQuery({ sort: 'start' }), { kind: 'project', projectId: p });
    expect(listed).toEqual({ rows: [spanning, midnight, late].map((e) => expect.objectContaining({ id: e.id })), total: 3 });
    expect((await events().listOverlapping(day, listQuery(), scopesOf(theirs).user)).rows).toEqual([]);
  });

  it('refuses an end before the start in the table too', async () => {
    await expect(add(mine.projectIds[1], '2026-03-02T10:00:00', '2026-03-02T09:00:00')).rejects.toThrow();
  });

  it('imports each Google event once per project', async () => {
    const p = mine.projectIds[1];
    const imported = (id: string) => ({
      event: 'From Google',
      description: '',
      start: utc('2026-04-01T10:00:00'),
      end: utc('2026-04-01T11:00:00'),
      googleEventId: id,
    });
    expect(await events().importMany(testProject(p), [imported('g1'), imported('g2'), imported('g1')])).toBe(2);
    expect(await events().importMany(testProject(p), [imported('g1'), imported('g3')])).toBe(1);
    expect(await events().importMany(testProject(theirs.projectIds[0]), [imported('g1')])).toBe(1);
    expect(
      await t.sql(`SELECT google_event_id FROM sch_events WHERE project_id = $1 AND google_event_id IS NOT NULL ORDER BY 1`, [p]),
    ).toEqual([{ google_event_id: 'g1' }, { google_event_id: 'g2' }, { google_event_id: 'g3' }]);
  });

  it('tags customers and leads, reads them back with names and event details, within the scope only', async () => {
    const event = await add(mine.projectIds[0], '2026-05-01T09:00:00', '2026-05-01T10:00:00', 'Launch');
    const customer = await tags().add({ eventId: event.id, tagType: 'customer', typeId: customerId }, testProject(mine.projectIds[0]));
    await tags().add({ eventId: event.id, tagType: 'lead', typeId: leadId }, testProject(mine.projectIds[0]));
    await expect(
      tags().add({ eventId: event.id, tagType: 'lead', typeId: leadId }, testProject(mine.projectIds[0])),
    ).rejects.toBeInstanceOf(InviteeAlreadyTagged);
    expect(customer).toEqual({
      id: customer.id,
      projectId: mine.projectIds[0],
      eventId: event.id,
      tagType: 'customer',
      typeId: customerId,
      inviteeDetails: { firstname: 'Ada', lastname: 'Customer', email: 'ada@example.com' },
      eventDetails: { event: 'Launch', description: 'About', dateTime: utc('2026-05-01T09:00:00') },
    });
    const s = scopesOf(mine);
    expect((await tags().ofEvent(event.id, listQuery(), s.user)).rows.map((r) => r.tagType)).toEqual(['customer', 'lead']);
    expect(await tags().ofInvitee('lead', leadId, listQuery(), s.userInProject)).toMatchObject({ total: 1, rows: [{ eventId: event.id }] });
    expect((await tags().ofEvent(event.id, listQuery(), scopesOf(theirs).user)).total).toBe(0);
    expect(await tags().inviteeVisible('lead', leadId, s.user, testProject(mine.projectIds[0]))).toBe(true);
    expect(await tags().inviteeVisible('lead', leadId, s.user, testProject(mine.projectIds[1]))).toBe(false);
    expect(await tags().inviteeVisible('lead', theirLead, s.user)).toBe(false);
    expect(await tags().delete(customer.id, scopesOf(theirs).user)).toBe(false);
    expect(await tags().delete(customer.id, s.user)).toBe(true);
    // Deleting the lead removes its invitation with it.
    await t.sql(`DELETE FROM leads WHERE id = $1`, [leadId]);
    expect((await tags().ofEvent(event.id, listQuery(), s.user)).total).toBe(0);
  });

  it('stores the refresh token sealed, and opens it with the same key only', async () => {
    const links = new TypeormCalendarLinkRepository(t.db, new AesGcmSecretBox('a'.repeat(32), 'google-calendar'));
    await links.save(testProject(mine.projectIds[0]), '1//refresh-secret');
    await links.save(testProject(mine.projectIds[0]), '1//refresh-newer');
    const [row] = await t.sql<{ refresh_token_sealed: string }>(
      `SELECT refresh_token_sealed FROM google_calendar_links WHERE project_id = $1`,
      [mine.projectIds[0]],
    );
    expect(row.refresh_token_sealed).not.toContain('refresh');
    expect(await links.refreshTokenOf(testProject(mine.projectIds[0]))).toBe('1//refresh-newer');
    const otherKey = new TypeormCalendarLinkRepository(t.db, new AesGcmSecretBox('b'.repeat(32), 'google-calendar'));
    expect(await otherKey.refreshTokenOf(testProject(mine.projectIds[0]))).toBeNull();
    expect(await links.refreshTokenOf(testProject(mine.projectIds[1]))).toBeNull();
  });
});
