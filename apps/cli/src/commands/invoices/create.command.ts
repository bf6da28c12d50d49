import { unwrap } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import { formatDate, formatMoney } from '../../format.js';
import { argParser, parseAmount, parseDate, parseId } from '../../parse.js';
import { invoiceFields, invoicesArea } from './invoices.view.js';

/** `atrium invoices create --subscription id --amount dollars --description text [--due YYYY-MM-DD]` */
export const invoicesCreateCommand: CommandModule = {
  register(program, ctx) {
    invoicesArea(program)
      .command('create')
      .description('Issue an invoice for a subscription (the client is e-mailed)')
      .requiredOption('--subscription <id>', 'the subscription billed', argParser(parseId))
      .requiredOption('--amount <dollars>', 'the amount in Canadian dollars, at most two decimals (e.g. 109.50)', argParser(parseAmount))
      .requiredOption('--description <text>', 'what the invoice is for')
      .option('--due <YYYY-MM-DD>', 'the due date (else the server’s default)', argParser(parseDate))
      .action(async (options: { subscription: number; amount: number; description: string; due?: number }) => {
        const { client } = await ctx.session();
        const invoice = await unwrap(
          client.POST('/api/invoices', {
            body: {
              subscription: options.subscription,
              amount: options.amount,
              description: options.description,
              ...(options.due !== undefined ? { dueDate: options.due } : {}),
            },
          }),
        );
        ctx.result(invoice, () => {
          ctx.print(`Invoice ${invoice.id} issued: ${formatMoney(invoice.amount)} due ${formatDate(invoice.dueDate)}`);
          ctx.printFields(invoiceFields(invoice));
        });
      });
  },
};
