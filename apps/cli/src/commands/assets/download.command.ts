import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { unwrap } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import { argParser, parseId } from '../../parse.js';
import { toFile } from '../customers/export.command.js';
import { assetsArea } from './assets.view.js';

/** The file name of a Content-Disposition header: `filename*` (UTF-8) when given, else `filename`. */
export function dispositionName(header: string | null): string | undefined {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '');
  if (extended) return decodeURIComponent(extended[1]);
  return /filename="([^"]*)"/i.exec(header ?? '')?.[1];
}

/** `atrium assets download <id> [--out file]`: a file, saved under its source name (or --out), streamed. */
export const assetsDownloadCommand: CommandModule = {
  register(program, ctx) {
    assetsArea(program)
      .command('download')
      .description('Download a file, saved under its own name in the current directory (or --out)')
      .argument('<id>', 'the asset', argParser(parseId))
      .option('--out <file>', 'save it here instead')
      .action(async (id: number, options: { out?: string }) => {
        const { client } = await ctx.session();
        const outcome = await client.GET('/api/asm/assets/download', { params: { query: { id: String(id) } }, parseAs: 'stream' });
        const stream = await unwrap(Promise.resolve(outcome));
        // Only a name, never a path from the server: the file lands where the user is.
        const out = options.out ?? basename(dispositionName(outcome.response.headers.get('content-disposition')) ?? `asset-${id}`);
        await toFile(Readable.fromWeb(stream as never), out);
        ctx.note(`Saved ${out}`);
      });
  },
};
