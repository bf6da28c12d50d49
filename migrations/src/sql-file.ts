import { readFileSync } from 'node:fs';

/**
 * The statements of a migration's own SQL file, in order. A migration whose SQL was generated keeps the
 * generator's output beside it (`<migration>.up.sql`), so that it never changes when the generator does
 * (tools/migrations/). Statements are separated by a line `--;`.
 */
export function statementsOf(file: string): string[] {
  return readFileSync(new URL(file, import.meta.url), 'utf8')
    .replace(/\n$/, '')
    .split('\n--;\n');
}
