import { unwrap } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import { formatMoney } from '../../format.js';
import { argParser, parseCount } from '../../parse.js';
import { subscriptionsArea } from './subscriptions.view.js';

/** `atrium subscriptions quote --projects n --users n`: the monthly price of such a subscription. */
export const subscriptionsQuoteCommand: CommandModule = {
  register(program, ctx) {
    subscriptionsArea(program)
      .command('quote')
      .description('Price per month of a subscription with these limits')
      .requiredOption('--projects <n>', 'the most projects', argParser(parseCount))
      .requiredOption('--users <n>', 'the most users', argParser(parseCount))
      .action(async (options: { projects: number; users: number }) => {
        const { client } = await ctx.session();
        const price = await unwrap(
          client.GET('/api/subscriptions/quote', {
            params: { query: { maxProjects: String(options.projects), maxUsers: String(options.users) } },
          }),
        );
        ctx.result({ maxProjects: options.projects, maxUsers: options.users, price, currency: 'CAD', per: 'month' }, () =>
          ctx.print(`${formatMoney(price)} per month`),
        );
      });
  },
};
