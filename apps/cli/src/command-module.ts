import type { Command } from 'commander';
import type { CliContext } from './context.js';

/**
 * One command (or a few closely related ones). `register` adds it to the program with
 * `parent.command(...)`, so it inherits the program's output and error handling; its action receives
 * nothing global but the context.
 */
export interface CommandModule {
  register(program: Command, ctx: CliContext): void;
}

/**
 * The command grouping one area (`atrium clients ...`), created by the first module of that area that
 * registers and found again by the others, so each verb stays in its own file.
 */
export function area(program: Command, name: string, description: string): Command {
  return program.commands.find((c) => c.name() === name) ?? program.command(name).description(description);
}

/**
 * A folder of `src/commands/`: its `index.ts` exports one of these as `group`, and the CLI finds it there
 * (`commands/index.ts`), so a new group is a new folder and nothing else.
 */
export interface CommandGroup {
  /** Where `atrium --help` lists the group: lower first. */
  order: number;
  /** The group's commands, in the order `atrium --help` lists them. */
  commands: readonly CommandModule[];
}
