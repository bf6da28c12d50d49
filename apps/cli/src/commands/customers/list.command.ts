import type { CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import { argParser, parseId } from '../../parse.js';
import { projectOf, withProjectOption, type ProjectOptions } from '../../project.js';
import { assignedQuery, customerColumns, customersArea, type AssignedOptions } from './customers.view.js';

/** `atrium customers list --project id [--assigned userId] [--q text] [--page n] [--per-page n]` */
export const customersListCommand: CommandModule = {
  register(program, ctx) {
    withProjectOption(withListOptions(customersArea(program).command('list').description("List a project's customers")))
      .option('--assigned <userId>', "only that user's customers (My Customers)", argParser(parseId))
      .action(async (options: ListOptions & ProjectOptions & AssignedOptions) => {
        const project = projectOf(options, ctx);
        const { client } = await ctx.session();
        const query = { ...listQuery(options), project: String(project), ...assignedQuery(options) };
        showPage(ctx, await page(client.GET('/api/crm/customers', { params: { query } })), options, customerColumns);
      });
  },
};
