import {
  checkText,
  InvalidInput,
  listContract,
  NotFound,
  portToken,
  type ListQuery,
  type ModuleCode,
  type Page,
  type ProjectRecord,
  type ProjectScope,
  type TenantScope,
} from '@atrium/kernel';

/** What a note can be attached to (spec 2 §3), each the record of one module. */
export const RECIPIENT_TYPES = ['inventory', 'customer', 'lead'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

/** A note belongs to the module of the record it is attached to: whoever may work there may read and write it. */
const MODULE_OF_RECIPIENT: Record<RecipientType, ModuleCode> = { inventory: 'inv', customer: 'crm', lead: 'com' };

export function isRecipientType(value: unknown): value is RecipientType {
  return RECIPIENT_TYPES.includes(value as RecipientType);
}

/** The module of a recipient type as a request names it; anything else is the caller's 400. */
export function moduleOfRecipientType(value: unknown): ModuleCode {
  if (!isRecipientType(value))
    throw new InvalidInput('Invalid recipientType', [{ field: 'recipientType', message: `must be one of ${RECIPIENT_TYPES.join(', ')}` }]);
  return MODULE_OF_RECIPIENT[value];
}

/** The record a note is attached to. */
export interface NoteRecipient {
  recipientType: RecipientType;
  recipientId: number;
}

/** A note (spec 2 §3): its text, who added it (the person may since be gone) and when. */
export interface Note extends ProjectRecord, NoteRecipient {
  note: string;
  addedBy: number | null;
  /** The author's first and last name, read with the note. */
  addedByName: string | null;
  dateAdded: Date;
}

export interface NoteInput extends NoteRecipient {
  note: string;
}

/** A recipient's notes (CONTRACT §4); the panel asks for the newest first. */
export const NOTE_LIST = listContract({ sortable: ['id', 'dateAdded'], search: ['note'], date: 'dateAdded', defaultSort: 'id' });

export function checkNote(input: { note?: string }): string {
  return checkText(input, { note: 'long' }, { requireAll: true }).note!;
}

export class NoteNotFound extends NotFound {
  constructor() {
    super('Note', 'notes.note_not_found');
  }
}

/** The record a note names is absent, or not in the caller's projects (never revealed). */
export class NoteRecipientNotFound extends NotFound {
  constructor() {
    super('Note recipient', 'notes.recipient_not_found');
  }
}

/** Port: notes, always within the caller's tenant scope. */
export interface NoteRepository {
  /** The project of the recipient when it exists within the scope, else null. */
  projectOfRecipient(recipient: NoteRecipient, scope: TenantScope): Promise<number | null>;
  listOf(recipient: NoteRecipient, query: ListQuery, scope: TenantScope): Promise<Page<Note>>;
  create(record: NoteInput & { addedBy: number }, project: ProjectScope): Promise<Note>;
  /** The recipient type of a note within the scope, else null. */
  recipientTypeOf(id: number, scope: TenantScope): Promise<RecipientType | null>;
  /** Answers false when there is no such note in the scope. */
  delete(id: number, scope: TenantScope): Promise<boolean>;
}
export const NOTE_REPOSITORY = portToken<NoteRepository>('NoteRepository');
