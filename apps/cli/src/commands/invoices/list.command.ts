import { Option } from 'commander';
import type { CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import { argParser, parseId } from '../../parse.js';
import { invoiceColumns, invoicesArea } from './invoices.view.js';

/** `atrium invoices list [--client id | --subscription id] [--q text] [--page n] [--per-page n]` */
export const invoicesListCommand: CommandModule = {
  register(program, ctx) {
    withListOptions(
      invoicesArea(program)
        .command('list')
        .description('List the invoices you may see, or one client’s or one subscription’s')
        .addOption(new Option('--client <id>', 'only this client’s invoices').argParser(argParser(parseId)).conflicts('subscription'))
        .addOption(new Option('--subscription <id>', 'only this subscription’s invoices').argParser(argParser(parseId))),
    ).action(async (options: ListOptions & { client?: number; subscription?: number }) => {
      const { client } = await ctx.session();
      const query = listQuery(options);
      const result =
        options.client !== undefined
          ? await page(client.GET('/api/invoices/client', { params: { query: { ...query, id: String(options.client) } } }))
          : options.subscription !== undefined
            ? await page(client.GET('/api/invoices/subscription', { params: { query: { ...query, id: String(options.subscription) } } }))
            : await page(client.GET('/api/invoices', { params: { query } }));
      showPage(ctx, result, options, invoiceColumns);
    });
  },
};
