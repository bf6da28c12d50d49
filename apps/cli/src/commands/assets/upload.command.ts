import { Readable } from 'node:stream';
import { SingleBar } from 'cli-progress';
import { unwrap, type Schemas } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import type { CliContext } from '../../context.js';
import { argParser, parseId } from '../../parse.js';
import { projectOf, withProjectOption, type ProjectOptions } from '../../project.js';
import { assetsArea } from './assets.view.js';
import { multipartFromFile } from './multipart-stream.js';

type Asset = Schemas['AssetDto'];

interface UploadOptions extends ProjectOptions {
  folder: number;
  label: string;
  public?: boolean;
}

/** The upload's progress bar on stderr (a line now and then when stderr is not a terminal). */
function progressBar(ctx: CliContext): SingleBar {
  return new SingleBar({
    stream: ctx.deps.stderr as NodeJS.WritableStream,
    format: 'Uploading [{bar}] {percentage}% | {value}/{total} bytes',
    noTTYOutput: true,
    notTTYSchedule: 1000,
    hideCursor: true,
  });
}

/** `atrium assets upload <file> --folder id --label text [--public] --project id`: one file into a folder, with a progress bar. */
export const assetsUploadCommand: CommandModule = {
  register(program, ctx) {
    withProjectOption(assetsArea(program).command('upload').description('Upload a file into a folder (private unless --public)'))
      .argument('<file>', 'the file to upload')
      .requiredOption('--folder <id>', 'the folder', argParser(parseId))
      .requiredOption('--label <text>', "the file's label")
      .option('--public', 'anyone with the link may download it: never for confidential files')
      .action(async (file: string, options: UploadOptions) => {
        const project = projectOf(options, ctx);
        const { credentials } = await ctx.session();
        const bar = progressBar(ctx);
        const fields = {
          project: String(project),
          label: options.label,
          folder: String(options.folder),
          access: options.public ? 'public' : 'private',
        };
        const body = await multipartFromFile(fields, file, (sent) => bar.update(sent));
        bar.start(body.fileSize, 0);
        let asset: Asset;
        try {
          // Not through the API client: it has no streamed request body, and its timeout fits short calls, not uploads.
          const response = await (ctx.deps.fetch ?? fetch)(`${credentials.server}/api/asm/assets?project=${project}`, {
            method: 'POST',
            headers: { token: credentials.token, 'content-type': body.contentType, 'content-length': String(body.length) },
            body: Readable.toWeb(body.body) as ReadableStream,
            duplex: 'half',
          } as RequestInit);
          const json = (await response.json().catch(() => ({}))) as unknown;
          asset = await unwrap<Asset>(Promise.resolve(response.ok ? { data: json as Asset, response } : { error: json, response }));
          bar.update(body.fileSize);
        } finally {
          bar.stop();
        }
        ctx.result(asset, () => ctx.print(`Uploaded ${asset.source} as asset ${asset.id} (${asset.access})`));
      });
  },
};
