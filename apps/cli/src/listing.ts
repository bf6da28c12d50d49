import type { Command } from 'commander';
import type { CliContext } from './context.js';
import { formatPageFooter, pageCount } from './format.js';
import type { Columns } from './output.js';
import { argParser, DEFAULT_PER_PAGE, MAX_PER_PAGE, parsePage, parsePerPage } from './parse.js';

/** The options every `list` command takes (`--q`, `--page`, `--per-page`). */
export interface ListOptions {
  q?: string;
  page: number;
  perPage: number;
}

/** Adds `--q`, `--page` and `--per-page` to a list command. */
export function withListOptions(command: Command): Command {
  return command
    .option('--q <text>', 'only rows matching this text')
    .option('--page <n>', 'the page to show, from 1', argParser(parsePage), 1)
    .option('--per-page <n>', `rows per page, at most ${MAX_PER_PAGE}`, argParser(parsePerPage), DEFAULT_PER_PAGE);
}

/** The list parameters as the API's query string takes them. */
export function listQuery(options: ListOptions): { q?: string; page: string; perPage: string } {
  const q = options.q?.trim();
  return { ...(q ? { q } : {}), page: String(options.page), perPage: String(options.perPage) };
}

/**
 * Shows one page of a list: a table and 'Page P of N (T total)' for people; with `--json`,
 * `{data, page, perPage, total, pages}` so scripts can page on.
 */
export function showPage<Row>(ctx: CliContext, result: { data: Row[]; total: number }, options: ListOptions, columns: Columns<Row>): void {
  const info = { page: options.page, perPage: options.perPage, total: result.total };
  ctx.result({ data: result.data, ...info, pages: pageCount(info.total, info.perPage) }, () => {
    ctx.printTable(result.data, columns);
    ctx.print(formatPageFooter(info));
  });
}
