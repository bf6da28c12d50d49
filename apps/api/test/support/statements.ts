import type { DataSource } from 'typeorm';

/** The SQL statements `work` sends through the app's DataSource (TypeORM's logger sees every one). */
export async function statementsOf(dataSource: DataSource, work: () => Promise<unknown>): Promise<string[]> {
  const logger = dataSource.logger;
  const original = logger.logQuery;
  const seen: string[] = [];
  logger.logQuery = (query, parameters, runner) => {
    seen.push(query);
    return original.call(logger, query, parameters, runner);
  };
  try {
    await work();
  } finally {
    logger.logQuery = original;
  }
  return seen;
}

export const touchesSessions = (sql: string): boolean => /\bsessions\b/i.test(sql);
