import type { CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import { clientColumns, clientsArea } from './clients.view.js';

/** `atrium clients list [--q text] [--page n] [--per-page n]` */
export const clientsListCommand: CommandModule = {
  register(program, ctx) {
    withListOptions(clientsArea(program).command('list').description('List clients (text filter over name, e-mail and company)')).action(
      async (options: ListOptions) => {
        const { client } = await ctx.session();
        const result = await page(client.GET('/api/clients', { params: { query: listQuery(options) } }));
        showPage(ctx, result, options, clientColumns);
      },
    );
  },
};
