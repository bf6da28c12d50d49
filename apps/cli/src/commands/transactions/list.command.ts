import type { Schemas } from '@atrium/api-client';
import { area, type CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { formatDate, formatMoney } from '../../format.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import type { Columns } from '../../output.js';
import { argParser, parseId } from '../../parse.js';

type Transaction = Schemas['TransactionDto'];

const columns: Columns<Transaction> = [
  'id',
  { header: 'Date', value: (t) => formatDate(t.dateTime) },
  { header: 'Amount', value: (t) => formatMoney(t.amount), align: 'right' },
  'description',
  { header: 'Client', value: 'clientName' },
  { header: 'Reference', value: 'transactionRef' },
  { header: 'Invoice', value: 'invoice' },
];

/** `atrium transactions list [--client id] [--q text] [--page n] [--per-page n]` */
export const transactionsListCommand: CommandModule = {
  register(program, ctx) {
    withListOptions(
      area(program, 'transactions', 'Payments received')
        .command('list')
        .description('List the transactions you may see, or one client’s')
        .option('--client <id>', 'only this client’s transactions', argParser(parseId)),
    ).action(async (options: ListOptions & { client?: number }) => {
      const { client } = await ctx.session();
      const query = listQuery(options);
      const result =
        options.client === undefined
          ? await page(client.GET('/api/transactions', { params: { query } }))
          : await page(client.GET('/api/transactions/client', { params: { query: { ...query, id: String(options.client) } } }));
      showPage(ctx, result, options, columns);
    });
  },
};
