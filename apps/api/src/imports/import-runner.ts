import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { csvLine, DomainError, type FileStore, type JobQueue } from '@atrium/kernel';
import {
  IMPORT_JOB,
  IMPORT_STORE,
  IMPORT_TARGETS,
  IMPORT_UNIT_OF_WORK,
  importRows,
  RowChecker,
  type ImportCounts,
  type ImportStore,
  type ImportUnitOfWork,
  type RowError,
} from '@atrium/modules';
import { FILE_STORE } from '../files/files.tokens.js';
import { FreshStatistics } from '../platform/fresh-statistics.js';
import { JOB_QUEUE } from '../platform/platform.tokens.js';
import { csvRows } from './csv-rows.js';

/** How often a running import's progress is written (outside its transaction, so that others read it). */
const PROGRESS_EVERY_MS = 500;

/** An all-or-nothing import with bad rows: its transaction is rolled back by throwing this. */
class RowsRefused extends Error {
  constructor(readonly counts: ImportCounts) {
    super('rows refused');
  }
}

/** The CSV of an import's row errors (row, column, message), streamed into the FileStore as they are found. */
class ErrorReport {
  private stream?: PassThrough;
  private stored?: Promise<number>;

  constructor(
    private readonly store: FileStore,
    readonly key: string,
  ) {}

  async add(e: RowError): Promise<void> {
    if (!this.stream) {
      this.stream = new PassThrough();
      this.stored = this.store.put(this.key, this.stream, 'text/csv');
      this.stream.write(csvLine(['row', 'column', 'message']));
    }
    if (!this.stream.write(csvLine([e.row, e.column, e.message]))) await once(this.stream, 'drain');
  }

  /** Answers whether there was anything to report. */
  async close(): Promise<boolean> {
    if (!this.stream) return false;
    this.stream.end();
    await this.stored;
    return true;
  }
}

/**
 * Runs a started import (the job `imports.run`): one streaming pass over the stored file, each row checked by
 * the resource's own rules, the good ones written a batch at a time inside one transaction, the errors
 * streamed into a report. All or nothing: any bad row rolls the whole transaction back. The transaction's
 * statements carry the import's audit flag; the import records one event with its counts.
 */
@Injectable()
export class ImportRunner implements OnModuleInit {
  private readonly logger = new Logger('imports');

  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(IMPORT_STORE) private readonly imports: ImportStore,
    @Inject(IMPORT_UNIT_OF_WORK) private readonly work: ImportUnitOfWork,
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly statistics: FreshStatistics,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(IMPORT_JOB, (payload) => this.run(Number(payload.id)));
  }

  async run(id: number): Promise<void> {
    const record = await this.imports.byId(id);
    // A job run again after it finished (decision 0012: at least once) does nothing; one cut short by a
    // crash had its transaction rolled back, so it starts over.
    if (!record?.options || record.status === 'done' || record.status === 'failed' || record.status === 'uploaded') return;
    const options = record.options;
    const zero = { processed: 0, created: 0, updated: 0, skipped: 0, failed: 0 };
    await this.imports.progress(id, { ...zero, status: 'running' });
    const checker = new RowChecker(IMPORT_TARGETS[record.resource], await this.imports.context(record), record.columns, options.mapping);
    const report = new ErrorReport(this.store, `${record.projectId}/imports/${id}-errors.csv`);
    let last = Date.now();
    let inFlight = false;
    const reporter = {
      error: (e: RowError) => report.add(e),
      // Never awaited: on the embedded database a statement on another connection waits for the transaction.
      progress: (counts: ImportCounts) => {
        if (inFlight || Date.now() - last < PROGRESS_EVERY_MS) return;
        last = Date.now();
        inFlight = true;
        this.imports
          .progress(id, { ...counts })
          .catch((error: unknown) => this.logger.warn(`import ${id}: progress not recorded: ${String(error)}`))
          .finally(() => (inFlight = false));
      },
    };
    const rows = csvRows(this.store, record.fileKey, record.delimiter);
    let counts: ImportCounts;
    let message: string | null = null;
    let status: 'done' | 'failed' = 'done';
    try {
      counts = options.dryRun
        ? await importRows(rows, checker, options, async () => ({ created: 0, updated: 0, skipped: 0 }), reporter)
        : await this.work.run(record.actor, async (writer) => {
            const done = await importRows(rows, checker, options, (batch) => writer.write(record, options, batch), reporter);
            if (options.mode === 'all' && done.failed) throw new RowsRefused(done);
            await writer.recorded(record, options, done);
            return done;
          });
      if (options.dryRun)
        message = counts.failed ? `${counts.failed} of ${counts.processed} rows have errors` : `All ${counts.processed} rows are valid`;
    } catch (error) {
      status = 'failed';
      if (error instanceof RowsRefused) {
        counts = { ...error.counts, created: 0, updated: 0, skipped: 0 };
        message = `${counts.failed} of ${counts.processed} rows have errors: nothing was imported`;
      } else {
        counts = zero;
        message = error instanceof DomainError ? error.message : 'The import failed: nothing was imported';
        if (!(error instanceof DomainError)) this.logger.error(`import ${id} failed: ${(error as Error).stack ?? String(error)}`);
      }
    }
    const errorKey = (await report.close()) ? report.key : null;
    await this.imports.progress(id, { ...counts, status, message, errorKey: errorKey ?? undefined, finished: true });
    if (counts.created + counts.updated > 0) this.statistics.wrote(counts.created + counts.updated);
  }
}
