import type { CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import { argParser, parseId } from '../../parse.js';
import { videoColumns, videosArea } from './videos.view.js';

/** `atrium videos list --category id [--q text] [--page n] [--per-page n]` */
export const videosListCommand: CommandModule = {
  register(program, ctx) {
    withListOptions(videosArea(program).command('list').description("List a category's videos with their likes and views"))
      .requiredOption('--category <id>', 'the video category', argParser(parseId))
      .action(async (options: ListOptions & { category: number }) => {
        const { client } = await ctx.session();
        const query = { ...listQuery(options), category: String(options.category) };
        showPage(ctx, await page(client.GET('/api/bms/videos', { params: { query } })), options, videoColumns);
      });
  },
};
