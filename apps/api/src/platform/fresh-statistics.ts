import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { JobQueue } from '@atrium/kernel';
import type { AnalyzedTable, TableStatistics } from '@atrium/persistence';
import { JOB_QUEUE, TABLE_STATISTICS } from './platform.tokens.js';

/** The job that ANALYZEs the tables whose statistics went stale, where autovacuum does not. */
export const ANALYZE_JOB = 'database.analyze';

/** What this service needs of the database (TableStatistics). */
export type StatisticsSource = Pick<TableStatistics, 'settings' | 'keeper' | 'analyzeStale'>;

/**
 * A bulk write's pass waits this long: a PostgreSQL backend hands its row counters over when idle, at most
 * once a second, and the batches that follow in the meantime are covered by the same pass.
 */
export const NUDGE_DELAY_MS = 2_000;

/**
 * Planner statistics kept fresh where nobody else keeps them (the embedded database, a server with
 * `autovacuum = off`): a job run every `autovacuum_naptime` (as autovacuum would look), once at start, and
 * soon after a bulk write, analyzes each table whose changes pass autovacuum's rule. A job, so that several
 * API processes share one schedule. Where autovacuum runs, nothing is registered.
 */
@Injectable()
export class FreshStatistics implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('database');
  /** Rows a bulk write must reach before it wakes the job (the rule's threshold); undefined: not kept here. */
  private nudgeAt?: number;
  private written = 0;
  private nudge?: NodeJS.Timeout;

  constructor(
    @Inject(TABLE_STATISTICS) private readonly statistics: StatisticsSource,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    const settings = await this.statistics.settings();
    const keeper = this.statistics.keeper(settings);
    if (keeper === 'nobody') this.logger.warn('track_counts is off: nothing can tell which tables changed, statistics are not kept fresh');
    if (keeper !== 'this application') return;
    this.nudgeAt = settings.rule.threshold;
    this.jobs.handle(ANALYZE_JOB, () => this.pass());
    await this.jobs.repeat(ANALYZE_JOB, settings.napMs);
    // Whatever was written while no process ran (or before this version) is looked at now.
    await this.jobs.enqueue(ANALYZE_JOB);
  }

  onModuleDestroy(): void {
    clearTimeout(this.nudge);
    this.nudge = undefined;
  }

  /**
   * `rows` were just stored in bulk (a batch create, an import): once the writes since the last nudge could
   * make a table stale on their own, a pass runs shortly instead of at the next tick.
   */
  wrote(rows: number): void {
    if (this.nudgeAt === undefined) return;
    this.written += rows;
    if (this.written <= this.nudgeAt || this.nudge) return;
    this.nudge = setTimeout(() => {
      this.nudge = undefined;
      this.written = 0;
      this.jobs.enqueue(ANALYZE_JOB).catch((error: unknown) => this.logger.error(`statistics: could not queue a pass: ${String(error)}`));
    }, NUDGE_DELAY_MS);
    this.nudge.unref();
  }

  private async pass(): Promise<void> {
    // Read again each time: an operator may have turned autovacuum on, or changed its thresholds.
    const settings = await this.statistics.settings();
    if (this.statistics.keeper(settings) !== 'this application') return;
    const started = performance.now();
    const analyzed = await this.statistics.analyzeStale(settings);
    if (analyzed.length)
      this.logger.log(`statistics: analyzed ${analyzed.map(describe).join(', ')} in ${Math.round(performance.now() - started)} ms`);
  }
}

const describe = (t: AnalyzedTable) => `${t.table.replace(/^public\./, '')} (${t.changed} changes on ${Math.max(t.rows, 0)} rows)`;
