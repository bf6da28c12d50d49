import { Option, type Command } from 'commander';
import { unwrap, type Schemas } from '@atrium/api-client';
import type { CommandModule } from '../command-module.js';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { uploadFiles } from '../multipart-upload.js';
import { argParser, parseId } from '../parse.js';
import { projectIfNamed, projectOf, withProjectOption, type ProjectOptions } from '../project.js';

type Import = Schemas['ImportDto'];

interface ImportOptions extends ProjectOptions {
  dryRun?: boolean;
  mode: 'all' | 'skip';
  duplicates: 'update' | 'skip';
  group?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function finished(ctx: CliContext, id: number): Promise<Import> {
  const { client } = await ctx.session();
  for (;;) {
    const got = await unwrap(client.GET('/api/imports', { params: { query: { id: String(id) } } }));
    if (got.status === 'done' || got.status === 'failed') return got;
    ctx.note(`Imported ${got.processed} of ${got.total} rows…`);
    await sleep(300);
  }
}

/** The rows' errors (the CSV of row, column, message), printed as they are. */
async function errorReport(ctx: CliContext, id: number): Promise<string> {
  const { client } = await ctx.session();
  return (await unwrap(client.GET('/api/imports/errors', { params: { query: { id: String(id) } }, parseAs: 'text' }))) as string;
}

/**
 * `atrium <resource> import FILE [--dry-run] [--mode all|skip] [--duplicates update|skip]`: uploads the CSV
 * (columns mapped from their headers, as the console guesses them), then checks every row (`--dry-run`:
 * nothing is written, the errors are printed, exit 1 when there are any) or imports it.
 */
export function importCommand(spec: {
  area: (program: Command) => Command;
  what: string;
  path: string;
  /** Items: the inventory group (which names the project). */
  group?: boolean;
}): CommandModule {
  return {
    register(program, ctx) {
      const command = withProjectOption(
        spec.area(program).command('import').description(`Import ${spec.what} from a CSV file (UTF-8, comma or semicolon)`),
      )
        .argument('<file>', 'the CSV file: a header line, then one row per record')
        .option('--dry-run', 'check every row and print the errors; write nothing')
        .addOption(
          new Option('--mode <mode>', 'all: one bad row and nothing is written; skip: write the good rows')
            .choices(['all', 'skip'])
            .default('all'),
        )
        .addOption(
          new Option('--duplicates <policy>', 'a row whose e-mail is already in the project: update it or skip the row')
            .choices(['update', 'skip'])
            .default('skip'),
        );
      if (spec.group) command.requiredOption('--group <id>', 'the inventory group the items go to', argParser(parseId));
      command.action(async (file: string, options: ImportOptions) => {
        // Items: the group names the project (a --project given must agree); the others take the project.
        const fields: Record<string, string> = spec.group
          ? { inventoryGroup: String(options.group), ...projectIfNamed(options, ctx).fields }
          : { project: String(projectOf(options, ctx)) };
        const uploaded = await uploadFiles<Import>(ctx, spec.path, fields, [{ field: 'file', path: file }]);
        const { client } = await ctx.session();
        const unmapped = uploaded.fields.filter((f) => f.required && !uploaded.mapping.includes(f.name)).map((f) => f.label);
        if (unmapped.length)
          throw new CliError(
            `No column of ${file} names ${unmapped.join(', ')} (columns: ${uploaded.columns.join(', ')}); rename its header`,
          );
        const body = {
          id: uploaded.id,
          mapping: uploaded.mapping,
          mode: options.mode,
          duplicates: options.duplicates,
          dryRun: Boolean(options.dryRun),
        };
        await unwrap(client.POST('/api/imports/start', { body }));
        const done = await finished(ctx, uploaded.id);
        const report = done.errorReport ? await errorReport(ctx, done.id) : '';
        ctx.result({ ...done, errors: report }, () => {
          if (report) ctx.print(report.replace(/\r\n/g, '\n').trimEnd());
          const counts = `${done.processed} rows: ${done.created} created, ${done.updated} updated, ${done.skipped} skipped, ${done.failed} with errors`;
          ctx.print(
            options.dryRun
              ? `Dry run: ${done.message ?? ''} (${done.processed} rows checked, nothing written)`
              : `Import ${done.id}: ${counts}`,
          );
        });
        if (done.status === 'failed') throw new CliError(done.message ?? 'The import failed');
        if (options.dryRun && done.failed) throw new CliError(`${done.failed} rows have errors`);
      });
    },
  };
}
