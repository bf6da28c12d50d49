import { describe, expect, it } from '@jest/globals';
import { InvalidInput, type TenantScope } from '@atrium/kernel';
import { FakeInvitees, FakeSchedulerEvents } from '@atrium/testing';
import { eventChanges, EventNotFound, newEvent, type EventEdit, type NewEvent, type SchedulerEvent } from './event.js';
import { InviteeAlreadyTagged, CustomerOrLeadNotFound } from './invitee.js';
import { AddEvent, DeleteEvent, TagInvitee, UpdateEvent } from './event.use-cases.js';

// Subscription 1 holds projects 10 and 11; subscription 2 holds project 20.
const projectsOf = (subscriptionId: number) => ({ 1: [10, 11], 2: [20] })[subscriptionId] ?? [];
const user = (subscriptionId: number, projectId?: number): TenantScope => ({ kind: 'users', userId: 1, subscriptionId, projectId });
const utc = (iso: string) => new Date(`${iso}Z`);
const fields = (error: unknown) => (error as InvalidInput).errors?.map((e) => e.field);

// What the API reads off the wire (event-wire.ts, whose spec covers dates and times as written).
const MEETING = { event: ' Kick-off ', description: 'Plan the year', start: utc('2026-03-02T09:30:00'), end: utc('2026-03-02T10:45:00') };
const read = <T>(value: T) => ({ value, errors: [] });
const meeting = (changes: Partial<NewEvent> = {}) => read({ ...MEETING, ...changes });
const edit = (changes: EventEdit) => read(changes);

function setup() {
  const events = new FakeSchedulerEvents(projectsOf);
  const tags = new FakeInvitees(events, projectsOf);
  tags.people.push(
    { tagType: 'customer', typeId: 5, projectId: 10, firstname: 'Ada', lastname: 'Customer' },
    { tagType: 'lead', typeId: 5, projectId: 10, firstname: 'Lin', lastname: 'Lead' },
    { tagType: 'lead', typeId: 6, projectId: 11, firstname: 'Other', lastname: 'Project' },
    { tagType: 'customer', typeId: 9, projectId: 20, firstname: 'Other', lastname: 'Tenant' },
  );
  return {
    events,
    tags,
    add: new AddEvent(events),
    update: new UpdateEvent(events),
    remove: new DeleteEvent(events),
    tag: new TagInvitee(events, tags),
  };
}

describe('adding an event', () => {
  it('stores start and end from date and time, trimmed, in the named project', async () => {
    const { add } = setup();
    const added = await add.execute(meeting(), user(1, 10));
    expect(added).toMatchObject({ event: 'Kick-off', projectId: 10, start: utc('2026-03-02T09:30:00'), end: utc('2026-03-02T10:45:00') });
  });

  it('names every bad field at once, the unreadable ones with its own, and stores nothing', async () => {
    const { add, events } = setup();
    const unread = [{ field: 'startDate', message: 'must be a date (YYYY-MM-DD or unix seconds)' }];
    const error = await add
      .execute({ value: { event: '', description: undefined, end: MEETING.end }, errors: unread }, user(1, 10))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInput);
    expect(fields(error)).toEqual(['event', 'description', 'startDate']);
    expect(events.rows.size).toBe(0);
  });

  it('refuses an end before the start, but takes an instant event and one over several days', () => {
    expect(() => newEvent(meeting({ end: utc('2026-03-02T09:29:00') }))).toThrow(
      expect.objectContaining({ errors: [{ field: 'endTime', message: 'must not be before the start' }] }),
    );
    expect(newEvent(meeting({ end: MEETING.start })).end).toEqual(MEETING.start);
    expect(newEvent(meeting({ end: utc('2026-03-04T08:00:00') })).end).toEqual(utc('2026-03-04T08:00:00'));
  });

  it('needs a named project', async () => {
    await expect(setup().add.execute(meeting(), user(1))).rejects.toMatchObject({ errors: [{ field: 'project', message: 'is required' }] });
  });
});

describe('editing an event', () => {
  const current: SchedulerEvent = {
    id: 1,
    projectId: 10,
    event: 'Kick-off',
    description: 'Plan',
    start: utc('2026-03-02T09:30:00'),
    end: utc('2026-03-02T10:45:00'),
    googleEventId: null,
    createdAt: new Date(0),
  };

  it('moves the end with a start given alone, keeping the duration', () => {
    expect(eventChanges(current, edit({ start: utc('2026-03-02T14:00:00') }))).toEqual({
      start: utc('2026-03-02T14:00:00'),
      end: utc('2026-03-02T15:15:00'),
    });
    expect(eventChanges(current, edit({ start: utc('2026-03-05T08:00:00'), end: utc('2026-03-05T08:30:00') }))).toEqual({
      start: utc('2026-03-05T08:00:00'),
      end: utc('2026-03-05T08:30:00'),
    });
    expect(eventChanges(current, edit({ end: utc('2026-03-02T12:00:00') }))).toEqual({ end: utc('2026-03-02T12:00:00') });
  });

  it('changes only what differs, and refuses an end before the start on the field that carried it', () => {
    expect(eventChanges(current, edit({ start: current.start, event: 'Kick-off' }))).toEqual({ event: 'Kick-off' });
    expect(() => eventChanges(current, edit({ end: utc('2026-03-02T09:00:00'), endField: 'endDateTime' }))).toThrow(
      expect.objectContaining({ errors: [{ field: 'endDateTime', message: 'must not be before the start' }] }),
    );
    expect(() => eventChanges(current, edit({ event: '  ' }))).toThrow(
      expect.objectContaining({ errors: [{ field: 'event', message: 'is required' }] }),
    );
    const unread = [{ field: 'dateTime', message: 'must be unix seconds' }];
    expect(() => eventChanges(current, { value: { event: '  ' }, errors: unread })).toThrow(
      expect.objectContaining({ errors: [{ field: 'event', message: 'is required' }, ...unread] }),
    );
  });

  it("edits and deletes within the caller's subscription only", async () => {
    const { add, update, remove, events } = setup();
    const added = await add.execute(meeting(), user(1, 11));
    await expect(update.execute(added.id, () => edit({ event: 'Stolen' }), user(2))).rejects.toBeInstanceOf(EventNotFound);
    await expect(remove.execute(added.id, user(2))).rejects.toBeInstanceOf(EventNotFound);
    await update.execute(added.id, (stored) => edit({ event: 'Review', start: new Date(stored.start.getTime() + 90 * 60_000) }), user(1));
    expect(events.rows.get(added.id)).toMatchObject({ event: 'Review', start: utc('2026-03-02T11:00:00') });
    await remove.execute(added.id, user(1));
    expect(events.rows.size).toBe(0);
  });
});

describe('invitees', () => {
  it("invites customers and leads of the event's project, read back with their names", async () => {
    const { add, tag } = setup();
    const event = await add.execute(meeting(), user(1, 10));
    expect(await tag.execute({ event: event.id, tagType: 'customer', typeId: 5 }, user(1))).toMatchObject({
      tagType: 'customer',
      typeId: 5,
      inviteeDetails: { firstname: 'Ada', lastname: 'Customer' },
      eventDetails: { event: 'Kick-off', description: 'Plan the year', dateTime: utc('2026-03-02T09:30:00') },
    });
    expect(await tag.execute({ event: event.id, tagType: 'lead', typeId: 5 }, user(1))).toMatchObject({
      inviteeDetails: { firstname: 'Lin' },
    });
    await expect(tag.execute({ event: event.id, tagType: 'lead', typeId: 5 }, user(1))).rejects.toBeInstanceOf(InviteeAlreadyTagged);
  });

  it('finds no invitee of another project or tenant, and no event of another tenant', async () => {
    const { add, tag, tags } = setup();
    const event = await add.execute(meeting(), user(1, 10));
    await expect(tag.execute({ event: event.id, tagType: 'lead', typeId: 6 }, user(1))).rejects.toBeInstanceOf(CustomerOrLeadNotFound);
    await expect(tag.execute({ event: event.id, tagType: 'customer', typeId: 9 }, user(1))).rejects.toBeInstanceOf(CustomerOrLeadNotFound);
    await expect(tag.execute({ event: event.id, tagType: 'customer', typeId: 9 }, user(2))).rejects.toBeInstanceOf(EventNotFound);
    await expect(tag.execute({ event: event.id, tagType: 'guest' as never, typeId: 0 }, user(1))).rejects.toMatchObject({
      errors: [
        { field: 'tagType', message: 'must be customer or lead' },
        { field: 'typeId', message: 'must be a customer or lead id' },
      ],
    });
    expect(tags.rows.size).toBe(0);
  });
});

describe('the day filter', () => {
  it('lists the events overlapping a UTC day, not one ending at its first instant', async () => {
    const { events, add } = setup();
    const at = (start: string, end: string) => add.execute(meeting({ start: utc(start), end: utc(end) }), user(1, 10));
    const midnight = await at('2026-03-02T00:00:00', '2026-03-02T00:00:00');
    const late = await at('2026-03-02T23:59:00', '2026-03-03T01:00:00');
    await at('2026-03-01T22:00:00', '2026-03-02T00:00:00');
    await at('2026-03-03T00:00:00', '2026-03-03T01:00:00');
    const spanning = await at('2026-03-01T10:00:00', '2026-03-04T10:00:00');
    const day = { from: utc('2026-03-02T00:00:00'), to: utc('2026-03-03T00:00:00') };
    const found = await events.listOverlapping(day, { page: 1, perPage: 15, order: 'asc' }, user(1, 10));
    expect(found.rows.map((e) => e.id)).toEqual([spanning.id, midnight.id, late.id]);
  });
});
