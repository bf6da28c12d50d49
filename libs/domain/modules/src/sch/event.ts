import {
  checkText,
  InvalidInput,
  listContract,
  NotFound,
  portToken,
  type FieldError,
  type ListQuery,
  type Page,
  type ProjectRecord,
  type ProjectRecords,
  type ProjectScope,
  type TenantScope,
} from '@atrium/kernel';
import { DAY_SECONDS, hhmm, ScheduleReader, type DayInput } from './event-times.js';

/** A scheduler event (spec 2 §3): its start and end are instants (unix seconds on the wire). */
export interface SchedulerEvent extends ProjectRecord {
  event: string;
  description: string;
  start: Date;
  end: Date;
  /** Set on events imported from Google Calendar: one import per Google event and project. */
  googleEventId: string | null;
  createdAt: Date;
}

export type SchedulerEventInput = Pick<SchedulerEvent, 'event' | 'description' | 'start' | 'end'> & { googleEventId?: string | null };

/** What `POST /sch/events` carries: a date and a 24-hour time for each end. */
export interface NewEventInput {
  event: string;
  description: string;
  startDate: DayInput;
  endDate: DayInput;
  startTime: string;
  endTime: string;
}

/**
 * What an edit may carry (`PATCH /sch/events`): the name and description; the start as an instant
 * (`dateTime`) or as a date and time (`startDate`, `startTime`, or `time` as in the spec); the end as an
 * instant (`endDateTime`) or a date and time. A start that moves without a new end keeps the duration.
 */
export interface EventChanges {
  event?: string;
  description?: string;
  dateTime?: number;
  startDate?: DayInput;
  startTime?: string;
  time?: string;
  endDateTime?: number;
  endDate?: DayInput;
  endTime?: string;
}

/** The events list: newest start first by default; `from`/`to` apply to the start. */
export const EVENT_LIST = listContract({
  sortable: ['id', 'event', 'start', 'createdAt'],
  search: ['event', 'description'],
  date: 'start',
  defaultSort: 'start',
});

const TEXT = { event: 'short', description: 'long' } as const;

export class EventNotFound extends NotFound {
  constructor() {
    super('Event', 'sch.event_not_found');
  }
}

/** Port: events. */
export interface SchedulerEventRepository extends ProjectRecords<SchedulerEvent, SchedulerEventInput> {
  /** The events overlapping [from, to) (one that ends exactly at `from` is the day before's), by start. */
  listOverlapping(range: { from: Date; to: Date }, query: ListQuery, scope: TenantScope): Promise<Page<SchedulerEvent>>;
  /**
   * Stores the imported events the project does not hold yet (by `googleEventId`), in one statement;
   * answers how many were new. Re-running an import therefore stores nothing twice.
   */
  importMany(project: ProjectScope, events: Array<SchedulerEventInput & { googleEventId: string }>): Promise<number>;
}
export const SCHEDULER_EVENT_REPOSITORY = portToken<SchedulerEventRepository>('SchedulerEventRepository');

function textOf(
  input: { event?: unknown; description?: unknown },
  requireAll: boolean,
): { value: Partial<SchedulerEventInput>; errors: FieldError[] } {
  try {
    return { value: checkText(input as Record<string, string>, TEXT, { requireAll }), errors: [] };
  } catch (error) {
    if (error instanceof InvalidInput) return { value: {}, errors: error.errors ?? [] };
    throw error;
  }
}

const at = (seconds: number) => new Date(seconds * 1000);
const secondsOf = (d: Date) => Math.floor(d.getTime() / 1000);

/** A new event from its wire fields: every bad field named at once; the end never before the start. */
export function newEvent(input: Partial<NewEventInput>): SchedulerEventInput {
  const { value, errors } = textOf(input, true);
  const read = new ScheduleReader();
  read.errors.push(...errors);
  for (const field of ['startDate', 'endDate', 'startTime', 'endTime'] as const) read.required(input[field], field);
  const startDay = read.day(input.startDate ?? undefined, 'startDate');
  const endDay = read.day(input.endDate ?? undefined, 'endDate');
  const startTime = read.time(input.startTime ?? undefined, 'startTime');
  const endTime = read.time(input.endTime ?? undefined, 'endTime');
  dedupe(read.errors);
  read.fail();
  const start = startDay! + startTime!;
  const end = endDay! + endTime!;
  if (end < start) read.errors.push({ field: 'endTime', message: 'must not be before the start' });
  read.fail();
  return { event: value.event!, description: value.description!, start: at(start), end: at(end) };
}

/** The changes an edit makes to `current`, checked as a whole (see EventChanges). */
export function eventChanges(current: SchedulerEvent, changes: EventChanges): Partial<SchedulerEventInput> {
  const input = withoutReadBack(current, changes);
  const { value, errors } = textOf({ event: input.event, description: input.description }, false);
  const read = new ScheduleReader();
  read.errors.push(...errors);
  const oldStart = secondsOf(current.start);
  const oldEnd = secondsOf(current.end);
  const dateTime = read.instant(input.dateTime, 'dateTime');
  const startDay = read.day(input.startDate, 'startDate');
  const startTime = read.time(input.startTime, 'startTime') ?? read.time(input.time, 'time');
  const endDateTime = read.instant(input.endDateTime, 'endDateTime');
  const endDay = read.day(input.endDate, 'endDate');
  const endTime = read.time(input.endTime, 'endTime');
  read.fail();
  let start = dateTime ?? oldStart;
  const base = start - (start % DAY_SECONDS);
  if (startDay !== undefined || startTime !== undefined) start = (startDay ?? base) + (startTime ?? start - base);
  let end = oldEnd + (start - oldStart);
  if (endDateTime !== undefined) end = endDateTime;
  if (endDay !== undefined || endTime !== undefined) {
    const endBase = (endDateTime ?? oldEnd) - ((endDateTime ?? oldEnd) % DAY_SECONDS);
    end = (endDay ?? endBase) + (endTime ?? (endDateTime ?? oldEnd) - endBase);
  }
  if (end < start) read.errors.push({ field: endTime !== undefined ? 'endTime' : 'endDateTime', message: 'must not be before the start' });
  read.fail();
  const result: Partial<SchedulerEventInput> = { ...value };
  if (start !== oldStart) result.start = at(start);
  if (end !== oldEnd) result.end = at(end);
  return result;
}

/**
 * The record as read back carries its start and end both as instants and as times of day: only the ones
 * that differ from the stored event are changes, so that changing one of them is not undone by the others.
 */
function withoutReadBack(current: SchedulerEvent, input: EventChanges): EventChanges {
  const shown: Partial<Record<keyof EventChanges, unknown>> = {
    dateTime: secondsOf(current.start),
    time: hhmm(current.start),
    startTime: hhmm(current.start),
    endDateTime: secondsOf(current.end),
    endTime: hhmm(current.end),
  };
  return Object.fromEntries(
    Object.entries(input).filter(([k, v]) => v !== undefined && shown[k as keyof EventChanges] !== v),
  ) as EventChanges;
}

/** One message per field: a missing field is not also "not a date". */
function dedupe(errors: FieldError[]): void {
  const seen = new Set<string>();
  for (let i = 0; i < errors.length; i++) {
    if (seen.has(errors[i].field)) errors.splice(i--, 1);
    else seen.add(errors[i].field);
  }
}
