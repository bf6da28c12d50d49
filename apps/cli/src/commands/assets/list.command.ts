import type { CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import { argParser, parseId } from '../../parse.js';
import { projectOf, withProjectOption, type ProjectOptions } from '../../project.js';
import { assetColumns, assetsArea, folderColumns } from './assets.view.js';

/** `atrium assets list --project id [--folder id] [--q text] [--page n] [--per-page n]`: the folders, or one folder's files. */
export const assetsListCommand: CommandModule = {
  register(program, ctx) {
    withProjectOption(
      withListOptions(assetsArea(program).command('list').description("List a project's folders, or the files of one (--folder)")),
    )
      .option('--folder <id>', 'list the files of this folder', argParser(parseId))
      .action(async (options: ListOptions & ProjectOptions & { folder?: number }) => {
        const project = String(projectOf(options, ctx));
        const { client } = await ctx.session();
        if (options.folder) {
          const query = { ...listQuery(options), project, folder: String(options.folder) };
          showPage(ctx, await page(client.GET('/api/asm/assets', { params: { query } })), options, assetColumns);
        } else {
          const query = { ...listQuery(options), project };
          showPage(ctx, await page(client.GET('/api/asm/folders', { params: { query } })), options, folderColumns);
        }
      });
  },
};
