// The scheduler (spec 2 "Scheduler"): events from a date and a 24-hour time (UTC), the day filter and its
// edges, read-back edits, invitees (customers and leads of the event's own project), and 404 across tenants.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { buildModuleWorld, type ModuleWorld, type ProjectMember } from './support/module-world.js';
import { many, one } from './support/fixtures.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let w: ModuleWorld;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
});

const utc = (iso: string) => Date.parse(`${iso}Z`) / 1000;
const MEETING = {
  event: 'Kick-off',
  description: 'Plan the year',
  startDate: '2026-03-02',
  endDate: '2026-03-02',
  startTime: '09:30',
  endTime: '10:45',
};

const add = (fields: Partial<typeof MEETING> = {}, member: ProjectMember = w.member) =>
  member.api.POST('/api/sch/events', { body: { ...MEETING, ...fields, project: member.projectId } });
const events = (query: Record<string, string>, member: ProjectMember = w.member) =>
  member.api.GET('/api/sch/events', { params: { query: query as never } });
const dayOf = (day: number, member: ProjectMember = w.member) => events({ project: String(member.projectId), day: String(day) }, member);

async function person(member: ProjectMember, kind: 'customer' | 'lead', name: string): Promise<number> {
  const project = member.projectId;
  if (kind === 'lead')
    return (
      await unwrap(
        member.api.POST('/api/com/leads', {
          body: { firstname: name, lastname: 'Lead', phone: '555-0100', email: `${name}@example.com`, project },
        }),
      )
    ).id;
  const group = await unwrap(member.api.POST('/api/crm/groups', { body: { groupName: `${name} group`, project } }));
  return (
    await unwrap(
      member.api.POST('/api/crm/customers', {
        body: { firstname: name, lastname: 'Customer', email: `${name}@example.com`, customerGroup: group.id, project },
      }),
    )
  ).id;
}

describe('scheduler events', () => {
  it('adds an event answering insertId, with start and end as unix seconds (UTC), reads, edits and deletes it', async () => {
    const added = await unwrap(add({ event: '  Kick-off  ' }));
    expect(added).toMatchObject({
      insertId: added.id,
      event: 'Kick-off',
      dateTime: utc('2026-03-02T09:30:00'),
      startDateTime: utc('2026-03-02T09:30:00'),
      endDateTime: utc('2026-03-02T10:45:00'),
      time: '09:30',
      endTime: '10:45',
      googleEventId: null,
      project: w.member.projectId,
    });
    const read = one(await unwrap(events({ id: String(added.id) })));
    expect(read).toMatchObject({ id: added.id, event: 'Kick-off', description: 'Plan the year' });

    // The spec's edit: dateTime and time; the record as read back with one field changed works too.
    const { insertId: _insertId, ...asRead } = added;
    expect((await w.member.api.PATCH('/api/sch/events', { body: { ...asRead, time: '14:00' } })).response.status).toBe(204);
    expect(one(await unwrap(events({ id: String(added.id) })))).toMatchObject({
      dateTime: utc('2026-03-02T14:00:00'),
      endDateTime: utc('2026-03-02T15:15:00'),
    });
    const moved = await w.member.api.PATCH('/api/sch/events', {
      body: { id: added.id, dateTime: utc('2026-03-04T08:00:00'), event: 'Moved' },
    });
    expect(moved.response.status).toBe(204);
    expect(one(await unwrap(events({ id: String(added.id) })))).toMatchObject({
      event: 'Moved',
      dateTime: utc('2026-03-04T08:00:00'),
      endDateTime: utc('2026-03-04T09:15:00'),
    });
    const readOnly = await w.member.api.PATCH('/api/sch/events', { body: { id: added.id, googleEventId: 'forged' } as never });
    expect(readOnly.response.status).toBe(400);

    expect((await w.member.api.DELETE('/api/sch/events', { params: { query: { id: String(added.id) } } })).response.status).toBe(204);
    expect((await events({ id: String(added.id) })).response.status).toBe(404);
  });

  it('refuses bad input naming the fields, and stores nothing', async () => {
    const project = String(w.member.projectId);
    const before = (await events({ project })).response.headers.get('x-total-count');
    for (const [fields, field] of [
      [{ event: '' }, 'event'],
      [{ description: '   ' }, 'description'],
      [{ event: 'x'.repeat(201) }, 'event'],
      [{ startTime: '9:30' }, 'startTime'],
      [{ endTime: '24:00' }, 'endTime'],
      [{ startDate: '2026-02-30' }, 'startDate'],
      [{ endDate: 'tomorrow' }, 'endDate'],
      [{ endTime: '09:00' }, 'endTime'],
      [{ endDate: '2026-03-01', endTime: '23:00' }, 'endTime'],
      [{ startTime: 930 as never }, 'startTime'],
    ] as const) {
      const r = await add(fields as never);
      expect(r.response.status).toBe(400);
      expect((r.error as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toContain(field);
    }
    const added = await unwrap(add());
    const bad = await w.member.api.PATCH('/api/sch/events', { body: { id: added.id, endTime: '08:00' } });
    expect(bad.response.status).toBe(400);
    expect(one(await unwrap(events({ id: String(added.id) }))).endTime).toBe('10:45');
    expect((await events({ project, day: '99999999999999' })).response.status).toBe(400);
    await unwrap(w.member.api.DELETE('/api/sch/events', { params: { query: { id: String(added.id) } } }));
    expect((await events({ project })).response.headers.get('x-total-count')).toBe(before);
  });

  it("lists a UTC day's events by overlap, earliest first: midnight starts count, an end at midnight does not", async () => {
    const member = w.otherTenant;
    const at = async (startDate: string, startTime: string, endDate: string, endTime: string, event: string) =>
      (await unwrap(add({ startDate, startTime, endDate, endTime, event }, member))).id;
    const late = await at('2026-06-10', '23:59', '2026-06-11', '00:30', 'late');
    const midnight = await at('2026-06-10', '00:00', '2026-06-10', '00:00', 'midnight');
    await at('2026-06-09', '22:00', '2026-06-10', '00:00', 'ends at midnight');
    await at('2026-06-11', '00:00', '2026-06-11', '01:00', 'next day');
    const spanning = await at('2026-06-08', '12:00', '2026-06-12', '12:00', 'spanning');
    for (const instant of [utc('2026-06-10T00:00:00'), utc('2026-06-10T12:34:56'), utc('2026-06-10T23:59:59')]) {
      const day = await dayOf(instant, member);
      expect(many(day.data!).map((e) => e.id)).toEqual([spanning, midnight, late]);
      expect(day.response.headers.get('x-total-count')).toBe('3');
    }
    expect(many((await dayOf(utc('2026-06-11T05:00:00'), member)).data!).map((e) => e.event)).toEqual(['spanning', 'late', 'next day']);
    // Another tenant's day is empty for the member, and its events are not found.
    expect(many((await dayOf(utc('2026-06-10T12:00:00'))).data!)).toEqual([]);
    expect((await events({ id: String(late) })).response.status).toBe(404);
    expect((await w.member.api.DELETE('/api/sch/events', { params: { query: { id: String(late) } } })).response.status).toBe(404);
  });
});

describe('invitees', () => {
  it('invites a customer and a lead, reads them back per event and per invitee', async () => {
    const event = await unwrap(add({ event: 'Launch' }));
    const customer = await person(w.member, 'customer', 'cora');
    const lead = await person(w.member, 'lead', 'liam');
    const tagged = await unwrap(w.member.api.POST('/api/sch/tags', { body: { event: event.id, tagType: 'customer', typeId: customer } }));
    expect(tagged).toEqual({
      id: tagged.id,
      event: event.id,
      tagType: 'customer',
      typeId: customer,
      inviteeDetails: { firstname: 'cora', lastname: 'Customer', email: 'cora@example.com' },
      eventDetails: { event: 'Launch', description: 'Plan the year', dateTime: utc('2026-03-02T09:30:00') },
      project: w.member.projectId,
    });
    await unwrap(w.member.api.POST('/api/sch/tags', { body: { event: event.id, tagType: 'lead', typeId: lead } }));
    const again = await w.member.api.POST('/api/sch/tags', { body: { event: event.id, tagType: 'lead', typeId: lead } });
    expect(again.response.status).toBe(409);

    const ofEvent = await unwrap(w.member.api.GET('/api/sch/tags', { params: { query: { event: String(event.id) } } }));
    expect(ofEvent.map((g) => [g.tagType, g.inviteeDetails.firstname])).toEqual([
      ['customer', 'cora'],
      ['lead', 'liam'],
    ]);
    const ofLead = await unwrap(w.member.api.GET('/api/sch/tags', { params: { query: { typeId: String(lead), tagType: 'lead' } } }));
    expect(ofLead.map((g) => g.eventDetails.event)).toEqual(['Launch']);
    expect((await w.member.api.GET('/api/sch/tags', { params: { query: { typeId: String(lead) } } })).response.status).toBe(400);

    // Deleting the event takes its invitations with it.
    await unwrap(w.member.api.DELETE('/api/sch/events', { params: { query: { id: String(event.id) } } }));
    expect(await unwrap(w.member.api.GET('/api/sch/tags', { params: { query: { typeId: String(lead), tagType: 'lead' } } }))).toEqual([]);
  });

  it('answers 404 for an invitee or an event of another tenant, and tags nothing', async () => {
    const mine = await unwrap(add());
    const theirs = await unwrap(add({}, w.otherTenant));
    const theirLead = await person(w.otherTenant, 'lead', 'tess');
    const myLead = await person(w.member, 'lead', 'mona');
    const tag = (member: ProjectMember, body: object) => member.api.POST('/api/sch/tags', { body: body as never });
    const cross = await tag(w.member, { event: mine.id, tagType: 'lead', typeId: theirLead });
    expect(cross.response.status).toBe(404);
    expect((cross.error as { code: string }).code).toBe('sch.invitee_not_found');
    expect((await tag(w.member, { event: theirs.id, tagType: 'lead', typeId: myLead })).response.status).toBe(404);
    expect((await tag(w.member, { event: mine.id, tagType: 'customer', typeId: myLead + 100000 })).response.status).toBe(404);
    expect((await tag(w.member, { event: mine.id, tagType: 'guest', typeId: myLead })).response.status).toBe(400);
    expect((await w.member.api.GET('/api/sch/tags', { params: { query: { event: String(theirs.id) } } })).response.status).toBe(404);
    expect(
      (await w.member.api.GET('/api/sch/tags', { params: { query: { typeId: String(theirLead), tagType: 'lead' } } })).response.status,
    ).toBe(404);
    const [{ n }] = await t.running.database.dataSource.query(`SELECT count(*)::int AS n FROM sch_event_tags WHERE event_id = ANY($1)`, [
      [mine.id, theirs.id],
    ]);
    expect(n).toBe(0);
  });
});
