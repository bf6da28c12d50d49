import type { DataSource, EntityManager } from 'typeorm';
import type { AuditActor, TenantScope } from '@atrium/kernel';
import {
  IMPORT_JOB,
  IMPORT_TABLES,
  type ImportContext,
  type ImportOptions,
  type ImportProgress,
  type ImportRecord,
  type ImportStore,
  type ImportUnitOfWork,
  type ImportWriter,
  type NewImport,
} from '@atrium/modules';
import { TypeormAuditTrail } from '../audit/typeorm-audit-trail.js';
import { AuditContext, runAudited } from '../database/audit-context.js';

const COLUMNS = `id, project_id, resource, group_id, file_key, file_name, delimiter, columns, total, status, options, processed,
  created, updated, skipped, failed, message, error_key, actor, created_at, finished_at`;

function toRecord(r: Record<string, unknown>): ImportRecord {
  return {
    id: Number(r.id),
    projectId: Number(r.project_id),
    resource: r.resource as ImportRecord['resource'],
    groupId: r.group_id === null ? null : Number(r.group_id),
    fileKey: String(r.file_key),
    fileName: String(r.file_name),
    delimiter: r.delimiter as ImportRecord['delimiter'],
    columns: r.columns as string[],
    total: Number(r.total),
    status: r.status as ImportRecord['status'],
    options: (r.options as ImportOptions | null) ?? null,
    processed: Number(r.processed),
    created: Number(r.created),
    updated: Number(r.updated),
    skipped: Number(r.skipped),
    failed: Number(r.failed),
    message: (r.message as string | null) ?? null,
    errorKey: (r.error_key as string | null) ?? null,
    actor: r.actor as AuditActor,
    createdAt: new Date(r.created_at as string),
    finishedAt: r.finished_at ? new Date(r.finished_at as string) : null,
  };
}

/** The caller's imports: a user's are those of their subscription's projects (the named one, if any). */
function scoped(scope: TenantScope, first: number): { sql: string; params: unknown[] } {
  if (scope.kind !== 'users') return { sql: '1 = 0', params: [] };
  const sql = `project_id IN (SELECT sp.id FROM projects sp WHERE sp.subscription_id = $${first})`;
  if (scope.projectId === undefined) return { sql, params: [scope.subscriptionId] };
  return { sql: `${sql} AND project_id = $${first + 1}`, params: [scope.subscriptionId, scope.projectId] };
}

const PROGRESS_COLUMNS = {
  processed: 'processed',
  created: 'created',
  updated: 'updated',
  skipped: 'skipped',
  failed: 'failed',
  status: 'status',
  message: 'message',
  errorKey: 'error_key',
} as const;

/** Imports in `imports` (migration CsvImports…). */
export class TypeormImportStore implements ImportStore {
  constructor(private readonly db: EntityManager) {}

  async add(r: NewImport): Promise<ImportRecord> {
    const [row] = await this.db.query(
      `INSERT INTO imports (project_id, resource, group_id, file_key, file_name, delimiter, columns, total, actor)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9::jsonb) RETURNING ${COLUMNS}`,
      [r.projectId, r.resource, r.groupId, r.fileKey, r.fileName, r.delimiter, JSON.stringify(r.columns), r.total, JSON.stringify(r.actor)],
    );
    return toRecord(row);
  }

  async get(id: number, scope: TenantScope): Promise<ImportRecord | null> {
    const where = scoped(scope, 2);
    const [row] = await this.db.query(`SELECT ${COLUMNS} FROM imports WHERE id = $1 AND ${where.sql}`, [id, ...where.params]);
    return row ? toRecord(row) : null;
  }

  async byId(id: number): Promise<ImportRecord | null> {
    const [row] = await this.db.query(`SELECT ${COLUMNS} FROM imports WHERE id = $1`, [id]);
    return row ? toRecord(row) : null;
  }

  async start(id: number, options: ImportOptions, scope: TenantScope): Promise<boolean> {
    const where = scoped(scope, 3);
    // The job row is written by the same statement: a queued import always has its job (decision 0012).
    const rows: unknown[] = await this.db.query(
      `WITH started AS (
         UPDATE imports SET status = 'queued', options = $2::jsonb, processed = 0, created = 0, updated = 0, skipped = 0, failed = 0,
           message = NULL, error_key = NULL, finished_at = NULL
         WHERE id = $1 AND ${where.sql}
           AND (status = 'uploaded' OR (status IN ('done', 'failed') AND (options->>'dryRun')::boolean))
         RETURNING id
       )
       INSERT INTO jobs (name, payload) SELECT '${IMPORT_JOB}', jsonb_build_object('id', id) FROM started RETURNING id`,
      [id, JSON.stringify(options), ...where.params],
    );
    return rows.length > 0;
  }

  async progress(id: number, progress: ImportProgress): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [field, column] of Object.entries(PROGRESS_COLUMNS)) {
      const value = progress[field as keyof typeof PROGRESS_COLUMNS];
      if (value === undefined) continue;
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    }
    if (progress.finished) sets.push('finished_at = now()');
    if (!sets.length) return;
    // A running import's counts land only while it runs: one that arrives late never overwrites the result.
    const running = progress.status === undefined ? ` AND status = 'running'` : '';
    await this.db.query(`UPDATE imports SET ${sets.join(', ')} WHERE id = $1${running}`, params);
  }

  async context(r: Pick<ImportRecord, 'resource' | 'projectId' | 'groupId'>): Promise<ImportContext> {
    if (r.resource === 'items') {
      const [row] = await this.db.query(
        `SELECT t.fields FROM inventory_groups g JOIN inventory_templates t ON t.id = g.template_id WHERE g.id = $1 AND g.project_id = $2`,
        [r.groupId, r.projectId],
      );
      return { templateFields: (row?.fields as string[] | undefined) ?? [] };
    }
    if (r.resource === 'leads') return {};
    const groups: Array<{ id: number; name: string }> = await this.db.query(
      `SELECT id, group_name AS name FROM customer_groups WHERE project_id = $1 ORDER BY id`,
      [r.projectId],
    );
    const users: Array<{ id: number; email: string; name: string }> = await this.db.query(
      `SELECT u.id, lower(u.email::text) AS email, lower(trim(u.firstname || ' ' || u.lastname)) AS name
       FROM people u JOIN projects p ON p.subscription_id = u.subscription_id WHERE u.kind = 'users' AND p.id = $1 ORDER BY u.id`,
      [r.projectId],
    );
    const byName = new Map<string, number>();
    // The oldest of groups sharing a name wins, as a person would pick the first in the list.
    for (const g of groups) if (!byName.has(g.name.toLowerCase())) byName.set(g.name.toLowerCase(), Number(g.id));
    const byUser = new Map<string, number>();
    for (const u of users) for (const key of [u.email, u.name.replace(/\s+/g, ' ')]) if (!byUser.has(key)) byUser.set(key, Number(u.id));
    return { groups: byName, groupIds: new Set(groups.map((g) => Number(g.id))), users: byUser };
  }
}

type Row = Record<string, unknown>;
const texts = (rows: Row[], field: string) => rows.map((r) => (r[field] === undefined ? null : (r[field] as string)));

/** The statements of one import, on its transaction's manager. */
class TypeormImportWriter implements ImportWriter {
  /** Groups this import added, by lower-case name. */
  private readonly addedGroups = new Map<string, number>();

  constructor(private readonly db: EntityManager) {}

  write(record: ImportRecord, options: ImportOptions, rows: Row[]) {
    if (record.resource === 'leads') return this.leads(record.projectId, options, rows);
    if (record.resource === 'customers') return this.customers(record.projectId, options, rows);
    return this.items(record, rows);
  }

  /** Leads are one per e-mail in a project: the unique key decides, row by row, in one statement. */
  private async leads(projectId: number, options: ImportOptions, rows: Row[]) {
    const onConflict =
      options.duplicates === 'update'
        ? `ON CONFLICT (project_id, email) DO UPDATE SET firstname = EXCLUDED.firstname, lastname = EXCLUDED.lastname,
             phone = EXCLUDED.phone, email = EXCLUDED.email`
        : 'ON CONFLICT (project_id, email) DO NOTHING';
    const result: Array<{ inserted: boolean }> = await this.db.query(
      `INSERT INTO leads (project_id, firstname, lastname, phone, email)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::citext[]) ${onConflict} RETURNING (xmax = 0) AS inserted`,
      [projectId, texts(rows, 'firstname'), texts(rows, 'lastname'), texts(rows, 'phone'), texts(rows, 'email')],
    );
    const created = result.filter((r) => r.inserted).length;
    return { created, updated: result.length - created, skipped: rows.length - result.length };
  }

  /** The groups rows name that the project does not have yet, added once each. */
  private async groupIds(projectId: number, rows: Row[]): Promise<Array<number | null>> {
    const missing = [...new Set(rows.flatMap((r) => (typeof r.newGroup === 'string' ? [r.newGroup] : [])))].filter(
      (name) => !this.addedGroups.has(name.toLowerCase()),
    );
    const unique = [...new Map(missing.map((name) => [name.toLowerCase(), name])).values()];
    if (unique.length) {
      const added: Array<{ id: number; name: string }> = await this.db.query(
        `INSERT INTO customer_groups (project_id, group_name) SELECT $1, * FROM unnest($2::text[]) RETURNING id, group_name AS name`,
        [projectId, unique],
      );
      for (const g of added) this.addedGroups.set(g.name.toLowerCase(), Number(g.id));
    }
    return rows.map((r) =>
      typeof r.newGroup === 'string' ? this.addedGroups.get(r.newGroup.toLowerCase())! : ((r.customerGroup as number) ?? null),
    );
  }

  /**
   * Customers may share an e-mail (no unique key): a row matches the project's oldest customer with its
   * e-mail. Matched rows update it (only the columns the file maps) or are skipped; the others are added.
   */
  private async customers(projectId: number, options: ImportOptions, rows: Row[]) {
    const existing: Array<{ email: string; id: number }> = await this.db.query(
      `SELECT DISTINCT ON (lower(email::text)) lower(email::text) AS email, id FROM customers
       WHERE project_id = $1 AND email = ANY($2::citext[]) ORDER BY lower(email::text), id`,
      [projectId, texts(rows, 'email')],
    );
    const match = new Map(existing.map((e) => [e.email, Number(e.id)]));
    const fresh = rows.filter((r) => !match.has(String(r.email).toLowerCase()));
    const known = rows.filter((r) => match.has(String(r.email).toLowerCase()));
    const written = options.duplicates === 'update' ? rows : fresh;
    const groups = await this.groupIds(projectId, written);
    const groupOf = new Map(written.map((r, i) => [r, groups[i]]));
    if (fresh.length)
      await this.db.query(
        `INSERT INTO customers (project_id, firstname, lastname, email, phone, address, city, province, customer_group_id, assigned_to)
         SELECT $1, f, l, e, coalesce(ph, ''), coalesce(ad, ''), coalesce(ci, ''), coalesce(pr, ''), g, a
         FROM unnest($2::text[], $3::text[], $4::citext[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::int[])
           AS u(f, l, e, ph, ad, ci, pr, g, a)`,
        [projectId, ...this.customerColumns(fresh, groupOf)],
      );
    if (options.duplicates === 'update' && known.length) {
      const assigned = options.mapping.includes('assignedTo');
      await this.db.query(
        `UPDATE customers c SET firstname = u.f, lastname = u.l, email = u.e, phone = coalesce(u.ph, c.phone),
           address = coalesce(u.ad, c.address), city = coalesce(u.ci, c.city), province = coalesce(u.pr, c.province),
           customer_group_id = coalesce(u.g, c.customer_group_id), assigned_to = CASE WHEN $12 THEN u.a ELSE c.assigned_to END
         FROM unnest($2::int[], $3::text[], $4::text[], $5::citext[], $6::text[], $7::text[], $8::text[], $9::text[], $10::int[], $11::int[])
           AS u(id, f, l, e, ph, ad, ci, pr, g, a)
         WHERE c.id = u.id AND c.project_id = $1`,
        [projectId, known.map((r) => match.get(String(r.email).toLowerCase())), ...this.customerColumns(known, groupOf), assigned],
      );
    }
    return {
      created: fresh.length,
      updated: options.duplicates === 'update' ? known.length : 0,
      skipped: options.duplicates === 'update' ? 0 : known.length,
    };
  }

  private customerColumns(rows: Row[], groupOf: Map<Row, number | null>) {
    return [
      texts(rows, 'firstname'),
      texts(rows, 'lastname'),
      texts(rows, 'email'),
      texts(rows, 'phone'),
      texts(rows, 'address'),
      texts(rows, 'city'),
      texts(rows, 'province'),
      rows.map((r) => groupOf.get(r) ?? null),
      rows.map((r) => (r.assignedTo as number | null | undefined) ?? null),
    ];
  }

  /** Items have no natural key: every row is a new item of the group, Available. */
  private async items(record: ImportRecord, rows: Row[]) {
    await this.db.query(
      `INSERT INTO inventory_items (project_id, inventory_group_id, item, cost, status, data)
       SELECT $1, $2, i, c, 0, d FROM unnest($3::text[], $4::numeric[], $5::jsonb[]) AS u(i, c, d)`,
      [record.projectId, record.groupId, texts(rows, 'item'), rows.map((r) => r.cost), rows.map((r) => JSON.stringify(r.data))],
    );
    return { created: rows.length, updated: 0, skipped: 0 };
  }

  recorded(
    record: ImportRecord,
    options: ImportOptions,
    counts: { created: number; updated: number; skipped: number; failed: number; processed: number },
  ) {
    return new TypeormAuditTrail(this.db).record({
      actor: record.actor,
      origin: {},
      action: 'import',
      resource: IMPORT_TABLES[record.resource],
      recordId: record.id,
      projectId: record.projectId,
      details: {
        file: record.fileName,
        mode: options.mode,
        duplicates: options.duplicates,
        rows: counts.processed,
        created: counts.created,
        updated: counts.updated,
        skipped: counts.skipped,
        failed: counts.failed,
      },
    });
  }
}

/**
 * One import's transaction: its statements carry the import's audit context (the person who started it,
 * flagged `import`), so the triggers leave its rows to the import's one event.
 */
export class TypeormImportUnitOfWork implements ImportUnitOfWork {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(actor: AuditActor, work: (writer: ImportWriter) => Promise<T>): Promise<T> {
    return runAudited(AuditContext.forImport(actor), () =>
      this.dataSource.transaction((manager) => work(new TypeormImportWriter(manager))),
    );
  }
}
