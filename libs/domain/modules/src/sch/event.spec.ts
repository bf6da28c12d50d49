import { describe, expect, it } from '@jest/globals';
import { InvalidInput, type TenantScope } from '@atrium/kernel';
import { FakeEventTags, FakeSchedulerEvents } from '@atrium/testing';
import { eventChanges, EventNotFound, newEvent, type SchedulerEvent } from './event.js';
import { InviteeAlreadyTagged, InviteeNotFound } from './event-tag.js';
import { dayOf, dayStart, hhmm, timeOfDay } from './event-times.js';
import { AddEvent, DeleteEvent, TagInvitee, UpdateEvent } from './event.use-cases.js';

// Subscription 1 holds projects 10 and 11; subscription 2 holds project 20.
const projectsOf = (subscriptionId: number) => ({ 1: [10, 11], 2: [20] })[subscriptionId] ?? [];
const user = (subscriptionId: number, projectId?: number): TenantScope => ({ kind: 'users', userId: 1, subscriptionId, projectId });
const utc = (iso: string) => new Date(`${iso}Z`);
const fields = (error: unknown) => (error as InvalidInput).errors?.map((e) => e.field);

const MEETING = {
  event: ' Kick-off ',
  description: 'Plan the year',
  startDate: '2026-03-02',
  endDate: '2026-03-02',
  startTime: '09:30',
  endTime: '10:45',
};

function setup() {
  const events = new FakeSchedulerEvents(projectsOf);
  const tags = new FakeEventTags(events, projectsOf);
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

describe('event times (UTC)', () => {
  it('reads dates as YYYY-MM-DD or unix seconds, and 24-hour times', () => {
    expect(dayStart('2026-03-02')).toBe(Date.UTC(2026, 2, 2) / 1000);
    expect(dayStart(Date.UTC(2026, 2, 2, 23, 59, 59) / 1000)).toBe(Date.UTC(2026, 2, 2) / 1000);
    for (const bad of ['2026-02-30', '2026-13-01', '02/03/2026', -1, 1.5, null]) expect(dayStart(bad)).toBeNull();
    expect(timeOfDay('00:00')).toBe(0);
    expect(timeOfDay('23:59')).toBe(86_340);
    for (const bad of ['24:00', '9:30', '12:60', '9.30', 930]) expect(timeOfDay(bad)).toBeNull();
    expect(hhmm(utc('2026-03-02T07:05:00'))).toBe('07:05');
    expect(dayOf(Date.UTC(2026, 2, 2, 12) / 1000)).toEqual({ from: utc('2026-03-02T00:00:00'), to: utc('2026-03-03T00:00:00') });
  });
});

describe('adding an event', () => {
  it('stores start and end from date and time, trimmed, in the named project', async () => {
    const { add } = setup();
    const added = await add.execute(MEETING, user(1, 10));
    expect(added).toMatchObject({ event: 'Kick-off', projectId: 10, start: utc('2026-03-02T09:30:00'), end: utc('2026-03-02T10:45:00') });
  });

  it('names every missing or malformed field, and stores nothing', async () => {
    const { add, events } = setup();
    const error = await add
      .execute(
        { event: '', description: undefined as never, startDate: '2026-02-30', endDate: '', startTime: '25:00', endTime: '9:00' },
        user(1, 10),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInput);
    expect(fields(error)).toEqual(['event', 'description', 'endDate', 'startDate', 'startTime', 'endTime']);
    expect(events.rows.size).toBe(0);
  });

  it('refuses an end before the start, but takes an instant event and one over several days', () => {
    expect(() => newEvent({ ...MEETING, endTime: '09:29' })).toThrow(
      expect.objectContaining({ errors: [{ field: 'endTime', message: 'must not be before the start' }] }),
    );
    expect(newEvent({ ...MEETING, endTime: '09:30' }).end).toEqual(utc('2026-03-02T09:30:00'));
    expect(newEvent({ ...MEETING, endDate: '2026-03-04', endTime: '08:00' }).end).toEqual(utc('2026-03-04T08:00:00'));
  });

  it('needs a named project', async () => {
    await expect(setup().add.execute(MEETING, user(1))).rejects.toMatchObject({ errors: [{ field: 'project', message: 'is required' }] });
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

  it('moves the start by dateTime and time, keeping the duration', () => {
    expect(eventChanges(current, { time: '14:00' })).toEqual({ start: utc('2026-03-02T14:00:00'), end: utc('2026-03-02T15:15:00') });
    const nextDay = Date.UTC(2026, 2, 3, 9, 30) / 1000;
    expect(eventChanges(current, { dateTime: nextDay })).toEqual({ start: utc('2026-03-03T09:30:00'), end: utc('2026-03-03T10:45:00') });
    expect(eventChanges(current, { startDate: '2026-03-05', startTime: '08:00', endDate: '2026-03-05', endTime: '08:30' })).toEqual({
      start: utc('2026-03-05T08:00:00'),
      end: utc('2026-03-05T08:30:00'),
    });
  });

  it('takes the read-back record: only the fields that differ are changes', () => {
    const readBack = {
      dateTime: Date.UTC(2026, 2, 2, 9, 30) / 1000,
      time: '09:30',
      endDateTime: Date.UTC(2026, 2, 2, 10, 45) / 1000,
      endTime: '10:45',
    };
    expect(eventChanges(current, { ...readBack, time: '13:00' })).toEqual({
      start: utc('2026-03-02T13:00:00'),
      end: utc('2026-03-02T14:15:00'),
    });
    expect(eventChanges(current, { ...readBack, dateTime: Date.UTC(2026, 2, 9, 9, 30) / 1000 })).toEqual({
      start: utc('2026-03-09T09:30:00'),
      end: utc('2026-03-09T10:45:00'),
    });
    expect(eventChanges(current, { ...readBack, endTime: '12:00' })).toEqual({ end: utc('2026-03-02T12:00:00') });
  });

  it('changes nothing for the read-back values, and refuses an end before the start', () => {
    expect(eventChanges(current, { dateTime: current.start.getTime() / 1000, time: '09:30', event: 'Kick-off' })).toEqual({
      event: 'Kick-off',
    });
    expect(() => eventChanges(current, { endTime: '09:00' })).toThrow(InvalidInput);
    expect(() => eventChanges(current, { event: '  ' })).toThrow(
      expect.objectContaining({ errors: [{ field: 'event', message: 'is required' }] }),
    );
    expect(() => eventChanges(current, { dateTime: -5 })).toThrow(
      expect.objectContaining({ errors: [{ field: 'dateTime', message: 'must be unix seconds' }] }),
    );
  });

  it("edits and deletes within the caller's subscription only", async () => {
    const { add, update, remove, events } = setup();
    const added = await add.execute(MEETING, user(1, 11));
    await expect(update.execute(added.id, { event: 'Stolen' }, user(2))).rejects.toBeInstanceOf(EventNotFound);
    await expect(remove.execute(added.id, user(2))).rejects.toBeInstanceOf(EventNotFound);
    await update.execute(added.id, { event: 'Review', time: '11:00' }, user(1));
    expect(events.rows.get(added.id)).toMatchObject({ event: 'Review', start: utc('2026-03-02T11:00:00') });
    await remove.execute(added.id, user(1));
    expect(events.rows.size).toBe(0);
  });
});

describe('invitees', () => {
  it("invites customers and leads of the event's project, read back with their names", async () => {
    const { add, tag } = setup();
    const event = await add.execute(MEETING, user(1, 10));
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
    const event = await add.execute(MEETING, user(1, 10));
    await expect(tag.execute({ event: event.id, tagType: 'lead', typeId: 6 }, user(1))).rejects.toBeInstanceOf(InviteeNotFound);
    await expect(tag.execute({ event: event.id, tagType: 'customer', typeId: 9 }, user(1))).rejects.toBeInstanceOf(InviteeNotFound);
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
    const at = (startDate: string, startTime: string, endDate: string, endTime: string) =>
      add.execute({ ...MEETING, startDate, startTime, endDate, endTime }, user(1, 10));
    const midnight = await at('2026-03-02', '00:00', '2026-03-02', '00:00');
    const late = await at('2026-03-02', '23:59', '2026-03-03', '01:00');
    await at('2026-03-01', '22:00', '2026-03-02', '00:00');
    await at('2026-03-03', '00:00', '2026-03-03', '01:00');
    const spanning = await at('2026-03-01', '10:00', '2026-03-04', '10:00');
    const day = await events.listOverlapping(dayOf(Date.UTC(2026, 2, 2, 15) / 1000), { page: 1, perPage: 15, order: 'asc' }, user(1, 10));
    expect(day.rows.map((e) => e.id)).toEqual([spanning.id, midnight.id, late.id]);
  });
});
