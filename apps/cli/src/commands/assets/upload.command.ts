import type { Schemas } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import { uploadFiles } from '../../multipart-upload.js';
import { argParser, parseId } from '../../parse.js';
import { projectIfNamed, withProjectOption, type ProjectOptions } from '../../project.js';
import { assetsArea } from './assets.view.js';

type Asset = Schemas['AssetDto'];

interface UploadOptions extends ProjectOptions {
  folder: number;
  label: string;
  public?: boolean;
}

/** `atrium assets upload <file> --folder id --label text [--public] [--project id]`: one file into a folder (which names the project), with a progress bar. */
export const assetsUploadCommand: CommandModule = {
  register(program, ctx) {
    withProjectOption(assetsArea(program).command('upload').description('Upload a file into a folder (private unless --public)'))
      .argument('<file>', 'the file to upload')
      .requiredOption('--folder <id>', 'the folder', argParser(parseId))
      .requiredOption('--label <text>', "the file's label")
      .option('--public', 'anyone with the link may download it: never for confidential files')
      .action(async (file: string, options: UploadOptions) => {
        const project = projectIfNamed(options, ctx);
        const fields = {
          ...project.fields,
          label: options.label,
          folder: String(options.folder),
          access: options.public ? 'public' : 'private',
        };
        const asset = await uploadFiles<Asset>(ctx, `/api/asm/assets${project.query}`, fields, [{ field: 'file', path: file }]);
        ctx.result(asset, () => ctx.print(`Uploaded ${asset.source} as asset ${asset.id} (${asset.access})`));
      });
  },
};
