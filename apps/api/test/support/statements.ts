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

/** A statement as the app sent it: its text and parameters, to run again (e.g. under EXPLAIN). */
export interface SentStatement {
  sql: string;
  parameters: unknown[];
}

/** Like `statementsOf`, with each statement's parameters (a statement prepared by name counts by its text). */
export async function sentStatementsOf(dataSource: DataSource, work: () => Promise<unknown>): Promise<SentStatement[]> {
  const logger = dataSource.logger;
  const original = logger.logQuery;
  const seen: SentStatement[] = [];
  logger.logQuery = (query, parameters, runner) => {
    const text = typeof query === 'string' ? query : (query as { text: string }).text;
    seen.push({ sql: text, parameters: (parameters as unknown[] | undefined) ?? [] });
    return original.call(logger, query, parameters, runner);
  };
  try {
    await work();
  } finally {
    logger.logQuery = original;
  }
  return seen;
}
