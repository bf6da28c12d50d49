import type { FieldError } from '@atrium/kernel';
import type { EventEdit, NewEvent, Read, SchedulerEvent } from '@atrium/modules';
import type { CreateEventDto, UpdateEventDto } from './events.dto.js';

/**
 * Events' wall-clock times on the wire. Projects carry no time zone, so an event's date and 24-hour time
 * are read as UTC, stored as that instant, and shown in UTC by the console: what was typed is what is
 * shown, wherever the browser is.
 */
export const DAY_SECONDS = 86_400;

/** A day on the wire: `YYYY-MM-DD`, or unix seconds (the UTC day holding that instant). */
export type DayInput = string | number;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

const isUnix = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const at = (seconds: number) => new Date(seconds * 1000);
const secondsOf = (d: Date) => Math.floor(d.getTime() / 1000);

/** Unix seconds of the UTC midnight that starts the day, or null when `value` is no day. */
export function dayStart(value: unknown): number | null {
  if (isUnix(value)) return value - (value % DAY_SECONDS);
  if (typeof value !== 'string') return null;
  const m = YMD.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  // 2026-02-30 would roll over to March: refuse it rather than store another day.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / 1000;
}

/** Seconds since midnight of a 24-hour `HH:mm`, or null. */
export function timeOfDay(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = HHMM.exec(value.trim());
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 : null;
}

/** `HH:mm` (24-hour, UTC) of an instant. */
export function hhmm(instant: Date): string {
  return instant.toISOString().slice(11, 16);
}

/** The UTC day holding `unix`: [start, end). */
export function dayOf(unix: number): { from: Date; to: Date } {
  const start = unix - (unix % DAY_SECONDS);
  return { from: at(start), to: at(start + DAY_SECONDS) };
}

/** Collects field errors while reading a schedule, so that one answer names every bad field once. */
class ScheduleReader {
  readonly errors: FieldError[] = [];

  private refuse(field: string, message: string): undefined {
    if (!this.errors.some((e) => e.field === field)) this.errors.push({ field, message });
    return undefined;
  }

  day(value: unknown, field: string): number | undefined {
    if (value === undefined) return undefined;
    return dayStart(value) ?? this.refuse(field, 'must be a date (YYYY-MM-DD or unix seconds)');
  }

  time(value: unknown, field: string): number | undefined {
    if (value === undefined) return undefined;
    return timeOfDay(value) ?? this.refuse(field, 'must be a 24-hour time HH:mm');
  }

  instant(value: unknown, field: string): number | undefined {
    if (value === undefined) return undefined;
    return isUnix(value) ? value : this.refuse(field, 'must be unix seconds');
  }

  required(value: unknown, field: string): void {
    if (value === undefined || value === null || value === '') this.refuse(field, 'is required');
  }
}

/** `POST /sch/events`: the start and the end each from a date and a time. */
export function newEventOfWire(body: Omit<CreateEventDto, 'project'>): Read<NewEvent> {
  const read = new ScheduleReader();
  for (const field of ['startDate', 'endDate', 'startTime', 'endTime'] as const) read.required(body[field], field);
  const startDay = read.day(body.startDate ?? undefined, 'startDate');
  const endDay = read.day(body.endDate ?? undefined, 'endDate');
  const startTime = read.time(body.startTime ?? undefined, 'startTime');
  const endTime = read.time(body.endTime ?? undefined, 'endTime');
  const both = (day?: number, time?: number) => (day === undefined || time === undefined ? undefined : at(day + time));
  return {
    value: { event: body.event, description: body.description, start: both(startDay, startTime), end: both(endDay, endTime) },
    errors: read.errors,
  };
}

type EditFields = Omit<UpdateEventDto, 'id'>;

/**
 * The record as read back carries its start and end both as instants and as times of day: only the ones
 * that differ from the stored event are changes, so that changing one of them is not undone by the others.
 */
function withoutReadBack(current: SchedulerEvent, body: EditFields): EditFields {
  const shown: Partial<Record<keyof EditFields, unknown>> = {
    dateTime: secondsOf(current.start),
    time: hhmm(current.start),
    startTime: hhmm(current.start),
    endDateTime: secondsOf(current.end),
    endTime: hhmm(current.end),
  };
  return Object.fromEntries(Object.entries(body).filter(([k, v]) => v !== undefined && shown[k as keyof EditFields] !== v)) as EditFields;
}

/**
 * `PATCH /sch/events`, read against the stored event: the start as an instant (`dateTime`) and/or a date
 * and time (`startDate`, `startTime`, or `time` as in the spec); the end likewise. A part not given keeps
 * the stored one (a time alone keeps the day).
 */
export function eventEditOfWire(current: SchedulerEvent, body: EditFields): Read<EventEdit> {
  const given = withoutReadBack(current, body);
  const read = new ScheduleReader();
  const dateTime = read.instant(given.dateTime, 'dateTime');
  const startDay = read.day(given.startDate, 'startDate');
  const startTime = read.time(given.startTime, 'startTime') ?? read.time(given.time, 'time');
  const endDateTime = read.instant(given.endDateTime, 'endDateTime');
  const endDay = read.day(given.endDate, 'endDate');
  const endTime = read.time(given.endTime, 'endTime');
  const compose = (instant: number | undefined, day: number | undefined, time: number | undefined, stored: Date) => {
    if (instant === undefined && day === undefined && time === undefined) return undefined;
    const base = instant ?? secondsOf(stored);
    const midnight = base - (base % DAY_SECONDS);
    return at((day ?? midnight) + (time ?? base - midnight));
  };
  const edit: EventEdit = {
    event: given.event,
    description: given.description,
    start: compose(dateTime, startDay, startTime, current.start),
    end: compose(endDateTime, endDay, endTime, current.end),
    endField: endTime !== undefined ? 'endTime' : 'endDateTime',
  };
  return { value: edit, errors: read.errors };
}
