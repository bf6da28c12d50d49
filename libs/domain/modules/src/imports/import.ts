import {
  Conflict,
  InvalidInput,
  NotFound,
  portToken,
  type AuditActor,
  type CsvDelimiter,
  type FieldError,
  type ImportableField,
  type TenantScope,
} from '@atrium/kernel';
import type { ImportContext, ImportResource, ImportTarget } from './import-targets.js';

/** All or nothing: one bad row and nothing is written. Skip: the good rows are written, the bad ones reported. */
export const IMPORT_MODES = ['all', 'skip'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
/** A row whose e-mail is already a record of the project: that record is updated, or the row skipped. */
export const DUPLICATE_POLICIES = ['update', 'skip'] as const;
export type DuplicatePolicy = (typeof DUPLICATE_POLICIES)[number];
export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Rows written per statement. */
export const IMPORT_BATCH = 1000;
/** Rows a preview shows. */
export const PREVIEW_ROWS = 20;

export interface ImportOptions {
  /** One entry per column: the field it fills, or null (ignored). */
  mapping: Array<string | null>;
  mode: ImportMode;
  duplicates: DuplicatePolicy;
  /** Check every row and report, write nothing. */
  dryRun: boolean;
}

export interface ImportCounts {
  /** Rows read so far. */
  processed: number;
  created: number;
  updated: number;
  /** Rows left out because their e-mail was already a record (duplicates: skip). */
  skipped: number;
  /** Rows with at least one error. */
  failed: number;
}

/** An uploaded CSV on its way into a project, and how far it went. */
export interface ImportRecord extends ImportCounts {
  id: number;
  projectId: number;
  resource: ImportResource;
  /** Items: the inventory group they go to. */
  groupId: number | null;
  fileKey: string;
  fileName: string;
  delimiter: CsvDelimiter;
  columns: string[];
  /** Data rows in the file (the header not counted). */
  total: number;
  status: ImportStatus;
  options: ImportOptions | null;
  message: string | null;
  /** Where the CSV of the rows' errors is stored, once there is one. */
  errorKey: string | null;
  /** Who uploaded it: the import's writes are theirs. */
  actor: AuditActor;
  createdAt: Date;
  finishedAt: Date | null;
}

/** One problem of one row: its number in the file (the header is row 1), the column, the message. */
export interface RowError {
  row: number;
  column: string;
  message: string;
}

export class ImportNotFound extends NotFound {
  constructor() {
    super('Import', 'imports.import_not_found');
  }
}

export class ImportAlreadyStarted extends Conflict {
  constructor() {
    super('imports.already_started', 'This import has already been started; upload the file again to import it again');
  }
}

/** Problems with a mapping: one entry per column, known fields, none twice, every required one mapped. */
export function mappingErrors(mapping: unknown, columns: readonly string[], fields: readonly ImportableField[]): FieldError[] {
  if (!Array.isArray(mapping) || mapping.length !== columns.length)
    return [{ field: 'mapping', message: `must give one field (or null) for each of the file's ${columns.length} columns` }];
  const names = new Set(fields.map((f) => f.name));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  mapping.forEach((field, i) => {
    if (field === null) return;
    if (typeof field !== 'string' || !names.has(field)) errors.push({ field: `mapping[${i}]`, message: `is not a field of this import` });
    else if (seen.has(field)) errors.push({ field: `mapping[${i}]`, message: `maps ${field} a second time` });
    else seen.add(field);
  });
  for (const f of fields)
    if (f.required && !seen.has(f.name)) errors.push({ field: 'mapping', message: `must map a column to ${f.label}` });
  return errors;
}

export function refuseMapping(errors: FieldError[]): void {
  if (errors.length) throw new InvalidInput(errors.map((e) => `${e.field} ${e.message}`).join('; '), errors, 'imports.mapping_invalid');
}

/**
 * Checks the rows of one file in order: each row's cells go to their mapped fields, the target's rules
 * check them, and a row whose e-mail an earlier row of the file has is refused (one record per e-mail).
 */
export class RowChecker {
  private readonly seen = new Map<string, number>();
  private readonly columnOf = new Map<string, string>();
  private readonly labelOf = new Map<string, string>();

  constructor(
    private readonly target: ImportTarget,
    private readonly context: ImportContext,
    private readonly columns: readonly string[],
    private readonly mapping: ReadonlyArray<string | null>,
  ) {
    mapping.forEach((field, i) => field && this.columnOf.set(field, columns[i] || `column ${i + 1}`));
    for (const f of target.fields(context)) this.labelOf.set(f.name, f.label);
  }

  /** The column a field's error is reported under: its mapped column's header, else the field's label. */
  private column(field: string): string {
    return this.columnOf.get(field) ?? this.labelOf.get(field) ?? field;
  }

  cellsOf(cells: readonly string[]): Record<string, string> {
    const out: Record<string, string> = {};
    this.mapping.forEach((field, i) => {
      if (field) out[field] = cells[i] ?? '';
    });
    return out;
  }

  check(row: number, cells: readonly string[]): { value: Record<string, unknown>; errors: RowError[]; key?: string } {
    const checked = this.target.check(this.cellsOf(cells), this.context);
    const errors: RowError[] = checked.errors.map((e) => ({ row, column: this.column(e.field), message: e.message }));
    if (cells.length > this.columns.length && cells.slice(this.columns.length).some((c) => c.trim()))
      errors.push({ row, column: `column ${this.columns.length + 1}`, message: `has more cells than the header's ${this.columns.length}` });
    if (checked.key !== undefined) {
      const first = this.seen.get(checked.key);
      if (first !== undefined) errors.push({ row, column: this.column('email'), message: `repeats the e-mail of row ${first}` });
      else if (!errors.length) this.seen.set(checked.key, row);
    }
    return { value: checked.value, errors, key: checked.key };
  }
}

/** Writes one batch of checked rows (inside the import's transaction); answers what became of them. */
export type WriteBatch = (rows: Array<Record<string, unknown>>) => Promise<Pick<ImportCounts, 'created' | 'updated' | 'skipped'>>;

/**
 * One pass over the rows: each is checked, the good ones written a batch at a time, each error handed to
 * `onError` as it is found. All or nothing: after the first bad row nothing more is written (the caller
 * rolls back), but every row is still checked so that the report names all the errors. A dry run writes
 * nothing.
 */
export async function importRows(
  rows: AsyncIterable<{ row: number; cells: string[] }>,
  checker: RowChecker,
  options: Pick<ImportOptions, 'mode' | 'dryRun'>,
  write: WriteBatch,
  report: { error(e: RowError): void | Promise<void>; progress(counts: ImportCounts): void },
  batchSize = IMPORT_BATCH,
): Promise<ImportCounts> {
  const counts: ImportCounts = { processed: 0, created: 0, updated: 0, skipped: 0, failed: 0 };
  let batch: Array<Record<string, unknown>> = [];
  const writing = () => !options.dryRun && (options.mode === 'skip' || counts.failed === 0);
  const flush = async () => {
    if (batch.length && writing()) {
      const done = await write(batch);
      counts.created += done.created;
      counts.updated += done.updated;
      counts.skipped += done.skipped;
    }
    batch = [];
  };
  for await (const { row, cells } of rows) {
    counts.processed++;
    const checked = checker.check(row, cells);
    if (checked.errors.length) {
      counts.failed++;
      for (const e of checked.errors) await report.error(e);
    } else if (writing()) batch.push(checked.value);
    if (batch.length >= batchSize) await flush();
    if (counts.processed % batchSize === 0) report.progress(counts);
  }
  await flush();
  report.progress(counts);
  return counts;
}

/** The job that runs a started import. */
export const IMPORT_JOB = 'imports.run';

export type NewImport = Pick<
  ImportRecord,
  'projectId' | 'resource' | 'groupId' | 'fileKey' | 'fileName' | 'delimiter' | 'columns' | 'total' | 'actor'
>;

/** What an import's state may change to as it runs. */
export type ImportProgress = Partial<ImportCounts & Pick<ImportRecord, 'status' | 'message' | 'errorKey'>> & { finished?: boolean };

/** Port: imports, read within the caller's scope. */
export interface ImportStore {
  add(record: NewImport): Promise<ImportRecord>;
  get(id: number, scope: TenantScope): Promise<ImportRecord | null>;
  /** The job's read: the import whoever asks. */
  byId(id: number): Promise<ImportRecord | null>;
  /**
   * An uploaded import becomes queued with its options, and its job is recorded in the same statement (the
   * outbox); false when it is not (or no longer) `uploaded`.
   */
  start(id: number, options: ImportOptions, scope: TenantScope): Promise<boolean>;
  /** Records how far it went (outside the import's own transaction, so that others see it). */
  progress(id: number, progress: ImportProgress): Promise<void>;
  /** What the rows' references are checked against: the project's groups and users, the item group's template. */
  context(record: Pick<ImportRecord, 'resource' | 'projectId' | 'groupId'>): Promise<ImportContext>;
}
export const IMPORT_STORE = portToken<ImportStore>('ImportStore');

/** The writes of one import, inside its one transaction. */
export interface ImportWriter {
  write(
    record: ImportRecord,
    options: ImportOptions,
    rows: Array<Record<string, unknown>>,
  ): Promise<Pick<ImportCounts, 'created' | 'updated' | 'skipped'>>;
  /** The import's one audit event, with its counts (its rows are not recorded one by one). */
  recorded(record: ImportRecord, options: ImportOptions, counts: ImportCounts): Promise<void>;
}
/** Port: one import's transaction, its statements attributed to `actor` and flagged as the import's. */
export interface ImportUnitOfWork {
  run<T>(actor: AuditActor, work: (writer: ImportWriter) => Promise<T>): Promise<T>;
}
export const IMPORT_UNIT_OF_WORK = portToken<ImportUnitOfWork>('ImportUnitOfWork');
