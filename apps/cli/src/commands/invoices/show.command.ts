import type { CommandModule } from '../../command-module.js';
import { one } from '../../api.js';
import { argParser, parseId } from '../../parse.js';
import { invoiceFields, invoicesArea } from './invoices.view.js';

/** `atrium invoices show <id>` */
export const invoicesShowCommand: CommandModule = {
  register(program, ctx) {
    invoicesArea(program)
      .command('show')
      .description('Show one invoice')
      .argument('<id>', 'the invoice id', argParser(parseId))
      .action(async (id: number) => {
        const { client } = await ctx.session();
        const invoice = await one(client.GET('/api/invoices', { params: { query: { id: String(id) } } }));
        ctx.result(invoice, () => ctx.printFields(invoiceFields(invoice)));
      });
  },
};
