import type { CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import { argParser, parseId } from '../../parse.js';
import { subscriptionColumns, subscriptionsArea } from './subscriptions.view.js';

/** `atrium subscriptions list [--client id] [--q text] [--page n] [--per-page n]` */
export const subscriptionsListCommand: CommandModule = {
  register(program, ctx) {
    withListOptions(
      subscriptionsArea(program)
        .command('list')
        .description('List the subscriptions you may see, or one client’s')
        .option('--client <id>', 'only this client’s subscriptions', argParser(parseId)),
    ).action(async (options: ListOptions & { client?: number }) => {
      const { client } = await ctx.session();
      const query = listQuery(options);
      const result =
        options.client === undefined
          ? await page(client.GET('/api/subscriptions', { params: { query } }))
          : await page(client.GET('/api/subscriptions/client', { params: { query: { ...query, id: String(options.client) } } }));
      showPage(ctx, result, options, subscriptionColumns);
    });
  },
};
