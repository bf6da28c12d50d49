import type { CommandModule } from '../../command-module.js';
import { one, page } from '../../api.js';
import { MAX_PER_PAGE, argParser, parseId } from '../../parse.js';
import { invoiceColumns } from '../invoices/invoices.view.js';
import { subscriptionFields, subscriptionsArea } from './subscriptions.view.js';

/** `atrium subscriptions show <id>`: the subscription and its invoices. */
export const subscriptionsShowCommand: CommandModule = {
  register(program, ctx) {
    subscriptionsArea(program)
      .command('show')
      .description('Show one subscription and its invoices')
      .argument('<id>', 'the subscription id', argParser(parseId))
      .action(async (id: number) => {
        const { client } = await ctx.session();
        const subscription = await one(client.GET('/api/subscriptions', { params: { query: { id: String(id) } } }));
        const invoices = await page(
          client.GET('/api/invoices/subscription', {
            params: { query: { id: String(id), perPage: String(MAX_PER_PAGE), sort: 'dateCreated', order: 'desc' } },
          }),
        );
        ctx.result({ ...subscription, invoices: invoices.data, invoiceCount: invoices.total }, () => {
          ctx.printFields(subscriptionFields(subscription));
          ctx.print('');
          ctx.print(`Invoices (${invoices.total})`);
          ctx.printTable(invoices.data, invoiceColumns);
          if (invoices.total > invoices.data.length) {
            ctx.print(`(the latest ${invoices.data.length}; see \`atrium invoices list --subscription ${id}\`)`);
          }
        });
      });
  },
};
