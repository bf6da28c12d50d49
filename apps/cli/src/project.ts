import type { Command } from 'commander';
import type { CliContext } from './context.js';
import { UsageError } from './errors.js';
import { argParser, parseId } from './parse.js';

/** The options of a module command: the project it works in. */
export interface ProjectOptions {
  project?: number;
}

/** Adds `--project <id>` to a module command (default: the ATRIUM_PROJECT variable). */
export function withProjectOption(command: Command): Command {
  return command.option('--project <id>', 'the project to work in (default: $ATRIUM_PROJECT)', argParser(parseId));
}

/** The project a module command works in: `--project`, else ATRIUM_PROJECT; a usage error when neither names one. */
export function projectOf(options: ProjectOptions, ctx: CliContext): number {
  const project = namedProject(options, ctx);
  if (project === undefined) throw new UsageError('Name the project: --project <id> (or set ATRIUM_PROJECT)');
  return project;
}

/** The project named by `--project` or ATRIUM_PROJECT, if any: for calls whose parent (a folder...) names it. */
export function namedProject(options: ProjectOptions, ctx: CliContext): number | undefined {
  if (options.project) return options.project;
  const fromEnv = ctx.env.ATRIUM_PROJECT;
  if (!fromEnv) return undefined;
  try {
    return parseId(fromEnv);
  } catch {
    throw new UsageError(`ATRIUM_PROJECT must be a project id, not "${fromEnv}"`);
  }
}

/** A project to send beside a parent that names one (the server checks they agree): the query and field, or nothing. */
export function projectIfNamed(options: ProjectOptions, ctx: CliContext): { query: string; fields: { project?: string } } {
  const project = namedProject(options, ctx);
  return project === undefined ? { query: '', fields: {} } : { query: `?project=${project}`, fields: { project: String(project) } };
}
