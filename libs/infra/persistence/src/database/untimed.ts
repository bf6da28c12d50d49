import type { DataSource, QueryRunner } from 'typeorm';

/**
 * Runs `work` on a connection of its own with no statement timeout (that limit is for requests), and puts
 * the connection's own limit back before it returns to the pool.
 */
export async function untimed<T>(dataSource: DataSource, work: (runner: QueryRunner) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SET statement_timeout = 0');
    return await work(runner);
  } finally {
    await runner.query('RESET statement_timeout').catch(() => undefined);
    await runner.release();
  }
}
