import { unwrap } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import { one } from '../../api.js';
import { formatMoney } from '../../format.js';
import { argParser, parseId } from '../../parse.js';
import { invoicesArea } from './invoices.view.js';

/**
 * `atrium invoices mark-paid <id>`: the invoice paid, its subscription active and the payment recorded, in
 * one transaction on the server. Asks first (unless --yes); an invoice already paid is not asked about:
 * the server's 409 ('This invoice is already paid') says so.
 */
export const invoicesMarkPaidCommand: CommandModule = {
  register(program, ctx) {
    invoicesArea(program)
      .command('mark-paid')
      .description('Mark an invoice paid: activates the subscription and records the payment (asks first unless --yes)')
      .argument('<id>', 'the invoice id', argParser(parseId))
      .action(async (id: number) => {
        const { client } = await ctx.session();
        const get = () => one(client.GET('/api/invoices', { params: { query: { id: String(id) } } }));
        const before = await get();
        if (before.status !== 'paid') await ctx.confirmOrCancel(`Mark invoice ${id} (${formatMoney(before.amount)}) as paid?`);
        await unwrap(client.PATCH('/api/invoices/status', { body: { id, status: 'paid' } }));
        const after = await get();
        ctx.result(after, () =>
          ctx.print(
            `Invoice ${id} marked as paid (${formatMoney(after.amount)}); subscription ${after.subscription} is active and the payment is recorded`,
          ),
        );
      });
  },
};
