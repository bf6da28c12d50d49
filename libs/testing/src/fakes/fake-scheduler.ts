import type { ListQuery, Page, ProjectScope, TenantScope } from '@atrium/kernel';
import type {
  CalendarConsent,
  CalendarEntry,
  CalendarGateway,
  CalendarLinkRepository,
  CalendarTokens,
  Invitee,
  InviteeRepository,
  SchedulerEvent,
  SchedulerEventInput,
  TagType,
} from '@atrium/modules';
import { InviteeAlreadyTagged } from '@atrium/modules';
import { FakeProjectRecords } from './fake-project-records.js';

const page = <T>(all: T[], query: ListQuery): Page<T> => ({
  rows: all.slice((query.page - 1) * query.perPage, query.page * query.perPage),
  total: all.length,
});

/** Scheduler events in memory, with the real repository's overlap and import rules. */
export class FakeSchedulerEvents extends FakeProjectRecords<SchedulerEvent, SchedulerEventInput> {
  async listOverlapping(range: { from: Date; to: Date }, query: ListQuery, scope: TenantScope): Promise<Page<SchedulerEvent>> {
    const all = (await this.list({ ...query, page: 1, perPage: Number.MAX_SAFE_INTEGER }, scope)).rows
      .filter((e) => e.start < range.to && (e.end > range.from || e.start.getTime() === range.from.getTime()))
      .sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
    return page(all, query);
  }

  async importMany(project: ProjectScope, events: Array<SchedulerEventInput & { googleEventId: string }>): Promise<number> {
    const known = new Set([...this.rows.values()].filter((e) => e.projectId === project.projectId).map((e) => e.googleEventId));
    let added = 0;
    for (const e of events) {
      if (known.has(e.googleEventId)) continue;
      known.add(e.googleEventId);
      await this.create(e, project);
      added++;
    }
    return added;
  }
}

/** Invitees in memory; `people` holds the customers and leads that exist, by project. */
export class FakeInvitees implements InviteeRepository {
  readonly rows = new Map<number, Invitee>();
  readonly people: Array<{ tagType: TagType; typeId: number; projectId: number; firstname: string; lastname: string; email?: string }> = [];
  private nextId = 1;

  constructor(
    private readonly events: FakeSchedulerEvents,
    private readonly projectsOf: (subscriptionId: number) => number[] = () => [],
  ) {}

  private visible(projectId: number, scope: TenantScope): boolean {
    if (scope.kind === 'admins') return true;
    if (scope.kind === 'project') return scope.projectId === projectId;
    if (scope.kind === 'users')
      return this.projectsOf(scope.subscriptionId).includes(projectId) && (scope.projectId === undefined || scope.projectId === projectId);
    return false;
  }

  async add(tag: { eventId: number; tagType: TagType; typeId: number }, { projectId }: ProjectScope): Promise<Invitee> {
    if ([...this.rows.values()].some((t) => t.eventId === tag.eventId && t.tagType === tag.tagType && t.typeId === tag.typeId))
      throw new InviteeAlreadyTagged();
    const person = this.people.find((p) => p.tagType === tag.tagType && p.typeId === tag.typeId)!;
    const event = this.events.rows.get(tag.eventId)!;
    const created: Invitee = {
      ...tag,
      projectId,
      id: this.nextId++,
      inviteeDetails: { firstname: person.firstname, lastname: person.lastname, email: person.email ?? '' },
      eventDetails: { event: event.event, description: event.description, dateTime: event.start },
    };
    this.rows.set(created.id, created);
    return created;
  }

  async get(id: number, scope: TenantScope): Promise<Invitee | null> {
    const tag = this.rows.get(id);
    return tag && this.visible(tag.projectId, scope) ? tag : null;
  }

  async ofEvent(eventId: number, query: ListQuery, scope: TenantScope): Promise<Page<Invitee>> {
    return page(
      [...this.rows.values()].filter((t) => t.eventId === eventId && this.visible(t.projectId, scope)),
      query,
    );
  }

  async ofInvitee(tagType: TagType, typeId: number, query: ListQuery, scope: TenantScope): Promise<Page<Invitee>> {
    return page(
      [...this.rows.values()].filter((t) => t.tagType === tagType && t.typeId === typeId && this.visible(t.projectId, scope)),
      query,
    );
  }

  async delete(id: number, scope: TenantScope): Promise<boolean> {
    return (await this.get(id, scope)) ? this.rows.delete(id) : false;
  }

  async inviteeVisible(tagType: TagType, typeId: number, scope: TenantScope, project?: ProjectScope): Promise<boolean> {
    return this.people.some(
      (p) =>
        p.tagType === tagType &&
        p.typeId === typeId &&
        this.visible(p.projectId, scope) &&
        (project === undefined || p.projectId === project.projectId),
    );
  }
}

/** A calendar provider that accepts the codes it was given and serves fixed pages of events. */
export class FakeCalendarGateway implements CalendarGateway {
  readonly exchanged: string[] = [];
  readonly listedWith: CalendarTokens[] = [];

  constructor(
    readonly codes: Record<string, CalendarTokens>,
    readonly pages: CalendarEntry[][],
  ) {}

  consent(): CalendarConsent {
    return { clientId: 'fake-client', authUrl: 'https://accounts.example.com/auth', scope: 'calendar.readonly' };
  }

  async exchangeCode(code: string): Promise<CalendarTokens> {
    this.exchanged.push(code);
    const tokens = this.codes[code];
    if (!tokens) throw new Error(`unknown code ${code}`);
    return { ...tokens };
  }

  async *listEvents(tokens: CalendarTokens): AsyncIterable<CalendarEntry[]> {
    this.listedWith.push(tokens);
    for (const p of this.pages) yield p;
  }
}

export class FakeCalendarLinks implements CalendarLinkRepository {
  readonly tokens = new Map<number, string>();

  async save({ projectId }: ProjectScope, refreshToken: string): Promise<void> {
    this.tokens.set(projectId, refreshToken);
  }

  async refreshTokenOf({ projectId }: ProjectScope): Promise<string | null> {
    return this.tokens.get(projectId) ?? null;
  }
}
