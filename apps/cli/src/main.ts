import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import type { CommandModule } from './command-module.js';
import { commandModules } from './commands/index.js';
import { CliContext, DEFAULT_SERVER, type CliDeps, type GlobalOptions } from './context.js';
import { EXIT_OK, EXIT_USAGE, renderError } from './errors.js';
import { createInquirerPrompter } from './prompt.js';

export { commandModules } from './commands/index.js';
export type { CliDeps } from './context.js';

function version(): string {
  try {
    // src/main.ts and dist/main.js both sit one level below the package.json.
    return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

/**
 * The whole program, wired to `deps` and not yet run. Commander never exits the process itself
 * (`exitOverride`): `runCli` turns every outcome into an exit status.
 */
export function createProgram(deps: CliDeps, modules: readonly CommandModule[] = commandModules): { program: Command; ctx: CliContext } {
  const program = new Command('atrium');
  const ctx = new CliContext(deps, () => program.opts<GlobalOptions>());
  program
    .description('Atrium from the command line')
    .version(version(), '-V, --version')
    .option('--server <url>', `the Atrium server (else $ATRIUM_SERVER, else the saved login's, else ${DEFAULT_SERVER})`)
    .option('--json', 'machine-readable output on stdout')
    .option('-y, --yes', 'answer yes to confirmations (required for destructive commands when stdin is not a terminal)')
    .addHelpText(
      'after',
      '\nThe login is saved in $ATRIUM_CONFIG_DIR/credentials.json (default ~/.config/atrium).\n' +
        'Exit status: 0 success, 1 failure, 2 usage error, 130 cancelled.',
    )
    .showSuggestionAfterError()
    .exitOverride()
    .configureOutput({
      writeOut: (text) => deps.stdout.write(text),
      writeErr: (text) => deps.stderr.write(text),
      // One line, like every other failure: commander puts its '(Did you mean ...?)' on a line of its own.
      outputError: (text, write) =>
        write(
          `${text
            .replace(/^error:/, 'Error:')
            .trim()
            .replace(/\s*\n\s*/g, ' ')}\n`,
        ),
    });
  // Subcommands created with `.command()` inherit exitOverride and configureOutput from here.
  for (const module of modules) module.register(program, ctx);
  return { program, ctx };
}

/** Runs one command line (without the `node atrium` prefix) and answers the exit status. */
export async function runCli(argv: readonly string[], deps: CliDeps, modules?: readonly CommandModule[]): Promise<number> {
  const { program, ctx } = createProgram(deps, modules);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT_OK;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has already printed its one line (or the help). Help and --version exit 0; every other
      // commander failure is about the command line itself.
      return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    }
    const { line, exitCode } = renderError(error, {
      server: ctx.lastServer,
      usedSavedToken: ctx.usedSavedToken,
      debug: Boolean(deps.env.ATRIUM_DEBUG),
    });
    deps.stderr.write(`${line}\n`);
    return exitCode;
  }
}

/** The real process: its streams, environment and terminal. */
export function processDeps(): CliDeps {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    interactive: process.stdin.isTTY === true,
    prompt: createInquirerPrompter(),
  };
}

/** Entry point used by bin/atrium.js. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<number> {
  return runCli(argv, processDeps());
}
