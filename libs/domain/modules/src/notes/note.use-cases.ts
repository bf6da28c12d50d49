import {
  InvalidInput,
  scopeOfRecord,
  type ListQuery,
  type ModuleCode,
  type Page,
  type ProjectScope,
  type TenantScope,
} from '@atrium/kernel';
import {
  checkNote,
  moduleOfRecipientType,
  NoteNotFound,
  NoteRecipientNotFound,
  type Note,
  type NoteInput,
  type NoteRecipient,
  type NoteRepository,
} from './note.js';

/** The recipient's project, or 404: a record of another subscription (or another named project) is not found. */
async function projectOfRecipient(notes: NoteRepository, recipient: NoteRecipient, scope: TenantScope): Promise<ProjectScope> {
  moduleOfRecipientType(recipient.recipientType);
  const projectId = await notes.projectOfRecipient(recipient, scope);
  if (projectId === null) throw new NoteRecipientNotFound();
  return scopeOfRecord(scope, { projectId });
}

/** A user adds a note to a record; it goes to that record's project, signed by the user. */
export class AddNote {
  constructor(private readonly notes: NoteRepository) {}

  async execute(input: NoteInput, author: { userId: number; addedBy?: number }, scope: TenantScope): Promise<Note> {
    // The author is the signed-in user; a body naming someone else is refused rather than silently rewritten.
    if (author.addedBy !== undefined && author.addedBy !== author.userId)
      throw new InvalidInput('addedBy must be you', [{ field: 'addedBy', message: 'must be the signed-in user' }]);
    const note = checkNote(input);
    const project = await projectOfRecipient(this.notes, input, scope);
    return this.notes.create({ note, recipientType: input.recipientType, recipientId: input.recipientId, addedBy: author.userId }, project);
  }
}

export class ListNotes {
  constructor(private readonly notes: NoteRepository) {}

  async execute(recipient: NoteRecipient, query: ListQuery, scope: TenantScope): Promise<Page<Note>> {
    await projectOfRecipient(this.notes, recipient, scope);
    return this.notes.listOf(recipient, query, scope);
  }
}

export class DeleteNote {
  constructor(private readonly notes: NoteRepository) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.notes.delete(id, scope))) throw new NoteNotFound();
  }
}

/** The module a note belongs to, read within the caller's scope (for gating a call that names only the note). */
export class ModuleOfNote {
  constructor(private readonly notes: NoteRepository) {}

  async execute(id: number, scope: TenantScope): Promise<ModuleCode> {
    const type = await this.notes.recipientTypeOf(id, scope);
    if (type === null) throw new NoteNotFound();
    return moduleOfRecipientType(type);
  }
}
