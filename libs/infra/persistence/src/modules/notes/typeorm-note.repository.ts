import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListQuery, Page, ProjectRecord, ProjectScope, TenantScope } from '@atrium/kernel';
import { NOTE_LIST, type Note, type NoteInput, type NoteRecipient, type NoteRepository, type RecipientType } from '@atrium/modules';
import { ProjectTable } from '../../database/project-table.js';
import { whereInScope } from '../../database/tenant-scope.sql.js';

/** The table of each kind of recipient (every one a module table with `id` and `project_id`). */
const RECIPIENT_TABLES: Record<RecipientType, string> = { customer: 'customers', lead: 'leads', inventory: 'inventory_items' };

type NoteRecord = Omit<Note, 'addedByName'>;
const AUTHOR_NAME = `(SELECT p.firstname || ' ' || p.lastname FROM people p WHERE p.id = added_by)`;

/** Notes, read with their author's name in the same statement (a primary-key lookup per row of the page). */
export class TypeormNoteRepository extends ProjectTable<NoteRecord, typeof NOTE_LIST> implements NoteRepository {
  constructor(private readonly manager: EntityManager) {
    super(manager, {
      table: 'notes',
      columns: {
        id: 'id',
        projectId: 'project_id',
        recipientType: 'recipient_type',
        recipientId: 'recipient_id',
        note: 'note',
        addedBy: 'added_by',
        dateAdded: 'date_added',
      },
      list: NOTE_LIST,
    });
    const decodeRecord = this.decodeRow;
    this.decodeRow = (row) => ({ ...decodeRecord(row), addedByName: (row.addedByName as string | null) ?? null }) as Note;
  }

  override select(scope: TenantScope): SelectQueryBuilder<ObjectLiteral> {
    return super.select(scope).addSelect(AUTHOR_NAME.replace('added_by', this.field('addedBy')), 'addedByName');
  }

  async projectOfRecipient(recipient: NoteRecipient, scope: TenantScope): Promise<number | null> {
    const qb = this.manager
      .createQueryBuilder()
      .select('r.project_id', 'projectId')
      .from(RECIPIENT_TABLES[recipient.recipientType], 'r')
      .where('r.id = :id', { id: recipient.recipientId });
    const row = await whereInScope(qb, scope, { project: 'r.project_id' }).getRawOne<Pick<ProjectRecord, 'projectId'>>();
    return row ? Number(row.projectId) : null;
  }

  listOf(recipient: NoteRecipient, query: ListQuery, scope: TenantScope): Promise<Page<Note>> {
    return this.list(query, scope, (qb) =>
      qb
        .andWhere(`${this.field('recipientType')} = :recipientType`, { recipientType: recipient.recipientType })
        .andWhere(`${this.field('recipientId')} = :recipientId`, { recipientId: recipient.recipientId }),
    ) as Promise<Page<Note>>;
  }

  override async create(record: NoteInput & { addedBy: number }, { projectId }: ProjectScope): Promise<Note> {
    const [row] = (await this.manager.query(
      `INSERT INTO notes (project_id, recipient_type, recipient_id, note, added_by) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, project_id AS "projectId", recipient_type AS "recipientType", recipient_id AS "recipientId", note,
                 added_by AS "addedBy", date_added AS "dateAdded", ${AUTHOR_NAME} AS "addedByName"`,
      [projectId, record.recipientType, record.recipientId, record.note, record.addedBy],
    )) as Record<string, unknown>[];
    return this.decodeRow(row) as Note;
  }

  async recipientTypeOf(id: number, scope: TenantScope): Promise<RecipientType | null> {
    const row = await super
      .select(scope)
      .andWhere(`${this.field('id')} = :id`, { id })
      .getRawOne<NoteRecord>();
    return row?.recipientType ?? null;
  }
}
