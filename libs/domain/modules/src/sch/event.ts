import {
  checkText,
  InvalidInput,
  listContract,
  NotFound,
  portToken,
  refuseInvalid,
  type FieldError,
  type ListQuery,
  type Page,
  type ProjectRecord,
  type ProjectRecords,
  type ProjectScope,
  type TenantScope,
} from '@atrium/kernel';

/** A scheduler event (spec 2 §3): its start and end are instants. */
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

/**
 * What a request asked for, as far as it could be read, and the fields it could not read (a date that is
 * no date): the domain names those with its own problems in one answer. Reading dates and times off the
 * wire is the API's (`event-wire.ts`); the rules on the instants are here.
 */
export interface Read<T> {
  value: T;
  errors: FieldError[];
}

/** A new event: start and end are missing where the request's could not be read. */
export interface NewEvent {
  event?: string;
  description?: string;
  start?: Date;
  end?: Date;
}

/** An edit: the start and end it gives (an end it does not give moves with the start). */
export interface EventEdit {
  event?: string;
  description?: string;
  start?: Date;
  end?: Date;
  /** The request's field that carried the end, blamed when the end falls before the start. */
  endField?: string;
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

const BEFORE_START = 'must not be before the start';

/** A new event: every bad field named at once; the end never before the start. */
export function newEvent({ value: input, errors: unread }: Read<NewEvent>): SchedulerEventInput {
  const { value, errors } = textOf(input, true);
  refuseInvalid([...errors, ...unread]);
  const { start, end } = input;
  if (!start || !end) throw new Error('newEvent needs a start and an end, or the errors saying why they are missing');
  if (end < start) refuseInvalid([{ field: 'endTime', message: BEFORE_START }]);
  return { event: value.event!, description: value.description!, start, end };
}

/**
 * The changes an edit makes to `current`, checked as a whole: a start that moves without a new end keeps
 * the event's duration; only what differs from the stored event is a change.
 */
export function eventChanges(current: SchedulerEvent, { value: edit, errors: unread }: Read<EventEdit>): Partial<SchedulerEventInput> {
  const { value, errors } = textOf({ event: edit.event, description: edit.description }, false);
  refuseInvalid([...errors, ...unread]);
  const start = edit.start ?? current.start;
  const end = edit.end ?? new Date(current.end.getTime() + (start.getTime() - current.start.getTime()));
  if (end < start) refuseInvalid([{ field: edit.endField ?? 'endTime', message: BEFORE_START }]);
  const result: Partial<SchedulerEventInput> = { ...value };
  if (start.getTime() !== current.start.getTime()) result.start = start;
  if (end.getTime() !== current.end.getTime()) result.end = end;
  return result;
}
