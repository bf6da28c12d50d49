import type { CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import { argParser, parseId } from '../../parse.js';
import { itemColumns, itemsArea } from './items.view.js';

/** `atrium items list --group id [--q text] [--page n] [--per-page n]` */
export const itemsListCommand: CommandModule = {
  register(program, ctx) {
    withListOptions(itemsArea(program).command('list').description("List an inventory group's items with their status"))
      .requiredOption('--group <id>', 'the inventory group', argParser(parseId))
      .action(async (options: ListOptions & { group: number }) => {
        const { client } = await ctx.session();
        const query = { ...listQuery(options), group: String(options.group) };
        showPage(ctx, await page(client.GET('/api/inv/items', { params: { query } })), options, itemColumns);
      });
  },
};
