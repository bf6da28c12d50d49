import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { unwrap } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import type { CliContext } from '../../context.js';
import { argParser, parseId } from '../../parse.js';
import { projectOf, withProjectOption, type ProjectOptions } from '../../project.js';
import { assignedQuery, customersArea, type AssignedOptions } from './customers.view.js';

/** Where the CSV goes: the CLI's stdout, as it arrives. */
function toStdout(ctx: CliContext): Writable {
  const decoder = new TextDecoder();
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      ctx.deps.stdout.write(decoder.decode(chunk, { stream: true }));
      done();
    },
    final(done) {
      ctx.deps.stdout.write(decoder.decode());
      done();
    },
  });
}

/** Into `file`, through a partial file renamed at the end: a failed export never leaves a truncated CSV behind. */
export async function toFile(body: Readable, file: string): Promise<void> {
  const partial = `${file}.part`;
  try {
    await pipeline(body, createWriteStream(partial));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** `atrium customers export --project id [--assigned userId] [--out file]`: every matching customer as CSV. */
export const customersExportCommand: CommandModule = {
  register(program, ctx) {
    withProjectOption(customersArea(program).command('export').description("Export a project's customers as CSV (to stdout or --out)"))
      .option('--assigned <userId>', "only that user's customers (My Customers)", argParser(parseId))
      .option('--out <file>', 'write the CSV to this file instead of stdout')
      .action(async (options: ProjectOptions & AssignedOptions & { out?: string }) => {
        const project = projectOf(options, ctx);
        const { client } = await ctx.session();
        const query = { project: String(project), ...assignedQuery(options) };
        // Streamed: the rows go out as the server sends them, never all held here.
        const stream = await unwrap(client.GET('/api/crm/customers/export', { params: { query }, parseAs: 'stream' }));
        const body = Readable.fromWeb(stream as never);
        if (options.out) {
          await toFile(body, options.out);
          ctx.note(`Saved ${options.out}`);
        } else await pipeline(body, toStdout(ctx));
      });
  },
};
