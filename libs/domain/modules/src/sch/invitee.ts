import {
  Conflict,
  InvalidInput,
  NotFound,
  portToken,
  type ListQuery,
  type Page,
  type ProjectScope,
  type TenantScope,
  refuseInvalid,
} from '@atrium/kernel';

/** Who an event can invite (spec 2 §3): a customer or a lead of the event's project. */
export const TAG_TYPES = ['customer', 'lead'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** An invitee of an event, read back with the invitee's names and the event's own details. */
export interface Invitee {
  id: number;
  projectId: number;
  eventId: number;
  tagType: TagType;
  typeId: number;
  inviteeDetails: { firstname: string; lastname: string; email: string };
  eventDetails: { event: string; description: string; dateTime: Date };
}

export interface InviteeInput {
  event: number;
  tagType: TagType;
  typeId: number;
}

export class InviteeNotFound extends NotFound {
  constructor() {
    super('Event tag', 'sch.event_tag_not_found');
  }
}

/** The customer or lead named is not one of the event's project (or does not exist): 404, never revealed. */
export class CustomerOrLeadNotFound extends NotFound {
  constructor(tagType: TagType) {
    super(tagType === 'customer' ? 'Customer' : 'Lead', 'sch.invitee_not_found');
  }
}

export class InviteeAlreadyTagged extends Conflict {
  constructor() {
    super('sch.invitee_already_tagged', 'This invitee is already on the event');
  }
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;

export function checkTagType(value: unknown, field = 'tagType'): TagType {
  if (!TAG_TYPES.includes(value as TagType))
    throw new InvalidInput(`${field} must be customer or lead`, [{ field, message: 'must be customer or lead' }]);
  return value as TagType;
}

export function checkInvitee(input: Partial<InviteeInput>): InviteeInput {
  const errors = [
    ...(isId(input.event) ? [] : [{ field: 'event', message: 'must be an event id' }]),
    ...(TAG_TYPES.includes(input.tagType as TagType) ? [] : [{ field: 'tagType', message: 'must be customer or lead' }]),
    ...(isId(input.typeId) ? [] : [{ field: 'typeId', message: 'must be a customer or lead id' }]),
  ];
  refuseInvalid(errors);
  return input as InviteeInput;
}

/** Port: invitees (the spec's event tags). Every read is within the caller's scope. */
export interface InviteeRepository {
  /** Adds the tag to the event's `project`; throws InviteeAlreadyTagged when the invitee is already on the event. */
  add(tag: { eventId: number; tagType: TagType; typeId: number }, project: ProjectScope): Promise<Invitee>;
  get(id: number, scope: TenantScope): Promise<Invitee | null>;
  /** The invitees of one event, in the order they were added. */
  ofEvent(eventId: number, query: ListQuery, scope: TenantScope): Promise<Page<Invitee>>;
  /** The events one customer or lead is invited to, by the event's start. */
  ofInvitee(tagType: TagType, typeId: number, query: ListQuery, scope: TenantScope): Promise<Page<Invitee>>;
  delete(id: number, scope: TenantScope): Promise<boolean>;
  /** Whether the customer or lead exists and is visible in the scope (and in `project` when given). */
  inviteeVisible(tagType: TagType, typeId: number, scope: TenantScope, project?: ProjectScope): Promise<boolean>;
}
export const INVITEE_REPOSITORY = portToken<InviteeRepository>('InviteeRepository');
