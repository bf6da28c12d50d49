import { findOrFail, projectOf, scopeOfRecord, type TenantScope } from '@atrium/kernel';
import {
  eventChanges,
  EventNotFound,
  newEvent,
  type EventEdit,
  type NewEvent,
  type Read,
  type SchedulerEvent,
  type SchedulerEventRepository,
} from './event.js';
import {
  checkInvitee,
  InviteeNotFound,
  CustomerOrLeadNotFound,
  type Invitee,
  type InviteeInput,
  type InviteeRepository,
} from './invitee.js';

export class AddEvent {
  constructor(private readonly events: SchedulerEventRepository) {}

  async execute(input: Read<NewEvent>, scope: TenantScope): Promise<SchedulerEvent> {
    return this.events.create(newEvent(input), projectOf(scope));
  }
}

/** An edit is read against the stored event: a time of day alone keeps the day it had, and so on. */
export class UpdateEvent {
  constructor(private readonly events: SchedulerEventRepository) {}

  async execute(id: number, read: (current: SchedulerEvent) => Read<EventEdit>, scope: TenantScope): Promise<void> {
    const current = await findOrFail(this.events.get(id, scope), EventNotFound);
    if (!(await this.events.update(id, eventChanges(current, read(current)), scope))) throw new EventNotFound();
  }
}

/** Deleting an event removes its invitees with it (the database cascades). */
export class DeleteEvent {
  constructor(private readonly events: SchedulerEventRepository) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.events.delete(id, scope))) throw new EventNotFound();
  }
}

/** Invites a customer or a lead of the event's own project: anyone else is not found (404). */
export class TagInvitee {
  constructor(
    private readonly events: SchedulerEventRepository,
    private readonly tags: InviteeRepository,
  ) {}

  async execute(input: InviteeInput, scope: TenantScope): Promise<Invitee> {
    const tag = checkInvitee(input);
    const event = await findOrFail(this.events.get(tag.event, scope), EventNotFound);
    const project = scopeOfRecord(scope, event);
    if (!(await this.tags.inviteeVisible(tag.tagType, tag.typeId, scope, project))) throw new CustomerOrLeadNotFound(tag.tagType);
    return this.tags.add({ eventId: event.id, tagType: tag.tagType, typeId: tag.typeId }, project);
  }
}

export class UntagInvitee {
  constructor(private readonly tags: InviteeRepository) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.tags.delete(id, scope))) throw new InviteeNotFound();
  }
}
