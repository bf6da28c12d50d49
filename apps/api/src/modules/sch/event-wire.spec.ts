import { describe, expect, it } from '@jest/globals';
import { eventChanges, newEvent, type SchedulerEvent } from '@atrium/modules';
import { dayOf, dayStart, eventEditOfWire, hhmm, newEventOfWire, timeOfDay } from './event-wire.js';

const utc = (iso: string) => new Date(`${iso}Z`);
const MEETING = {
  event: ' Kick-off ',
  description: 'Plan the year',
  startDate: '2026-03-02',
  endDate: '2026-03-02',
  startTime: '09:30',
  endTime: '10:45',
};

describe('event times on the wire (UTC)', () => {
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

describe('POST /sch/events as read', () => {
  it('makes the start and end from a date and a time each', () => {
    expect(newEvent(newEventOfWire(MEETING))).toEqual({
      event: 'Kick-off',
      description: 'Plan the year',
      start: utc('2026-03-02T09:30:00'),
      end: utc('2026-03-02T10:45:00'),
    });
    expect(newEvent(newEventOfWire({ ...MEETING, endDate: Date.UTC(2026, 2, 4, 12) / 1000, endTime: '08:00' })).end).toEqual(
      utc('2026-03-04T08:00:00'),
    );
  });

  it('names every missing or malformed field once, with the text fields first', () => {
    const wire = { event: '', description: undefined as never, startDate: '2026-02-30', endDate: '', startTime: '25:00', endTime: '9:00' };
    expect(() => newEvent(newEventOfWire(wire))).toThrow(
      expect.objectContaining({
        errors: [
          { field: 'event', message: 'is required' },
          { field: 'description', message: 'is required' },
          { field: 'endDate', message: 'is required' },
          { field: 'startDate', message: 'must be a date (YYYY-MM-DD or unix seconds)' },
          { field: 'startTime', message: 'must be a 24-hour time HH:mm' },
          { field: 'endTime', message: 'must be a 24-hour time HH:mm' },
        ],
      }),
    );
  });

  it('refuses an end before the start on endTime', () => {
    expect(() => newEvent(newEventOfWire({ ...MEETING, endTime: '09:29' }))).toThrow(
      expect.objectContaining({ errors: [{ field: 'endTime', message: 'must not be before the start' }] }),
    );
  });
});

describe('PATCH /sch/events as read against the stored event', () => {
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
  const changes = (body: Parameters<typeof eventEditOfWire>[1]) => eventChanges(current, eventEditOfWire(current, body));

  it('moves the start by dateTime and time (a time alone keeps the day), keeping the duration', () => {
    expect(changes({ time: '14:00' })).toEqual({ start: utc('2026-03-02T14:00:00'), end: utc('2026-03-02T15:15:00') });
    const nextDay = Date.UTC(2026, 2, 3, 9, 30) / 1000;
    expect(changes({ dateTime: nextDay })).toEqual({ start: utc('2026-03-03T09:30:00'), end: utc('2026-03-03T10:45:00') });
    expect(changes({ dateTime: nextDay, time: '08:00' })).toEqual({ start: utc('2026-03-03T08:00:00'), end: utc('2026-03-03T09:15:00') });
    expect(changes({ startDate: '2026-03-05', startTime: '08:00', endDate: '2026-03-05', endTime: '08:30' })).toEqual({
      start: utc('2026-03-05T08:00:00'),
      end: utc('2026-03-05T08:30:00'),
    });
    expect(changes({ endDate: '2026-03-04' })).toEqual({ end: utc('2026-03-04T10:45:00') });
  });

  it('takes the read-back record: only the fields that differ are changes', () => {
    const readBack = {
      dateTime: Date.UTC(2026, 2, 2, 9, 30) / 1000,
      time: '09:30',
      endDateTime: Date.UTC(2026, 2, 2, 10, 45) / 1000,
      endTime: '10:45',
    };
    expect(changes({ ...readBack, time: '13:00' })).toEqual({ start: utc('2026-03-02T13:00:00'), end: utc('2026-03-02T14:15:00') });
    expect(changes({ ...readBack, dateTime: Date.UTC(2026, 2, 9, 9, 30) / 1000 })).toEqual({
      start: utc('2026-03-09T09:30:00'),
      end: utc('2026-03-09T10:45:00'),
    });
    expect(changes({ ...readBack, endTime: '12:00' })).toEqual({ end: utc('2026-03-02T12:00:00') });
    expect(changes({ ...readBack, event: 'Kick-off' })).toEqual({ event: 'Kick-off' });
  });

  it('names unreadable parts and an end before the start by the field that carried it', () => {
    expect(() => changes({ endTime: '09:00' })).toThrow(
      expect.objectContaining({ errors: [{ field: 'endTime', message: 'must not be before the start' }] }),
    );
    expect(() => changes({ endDateTime: Date.UTC(2026, 2, 1) / 1000 })).toThrow(
      expect.objectContaining({ errors: [{ field: 'endDateTime', message: 'must not be before the start' }] }),
    );
    expect(() => changes({ dateTime: -5, startDate: 'soon' })).toThrow(
      expect.objectContaining({
        errors: [
          { field: 'dateTime', message: 'must be unix seconds' },
          { field: 'startDate', message: 'must be a date (YYYY-MM-DD or unix seconds)' },
        ],
      }),
    );
  });
});
