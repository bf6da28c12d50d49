import { area, type CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { formatDate } from '../../format.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import { tableOf } from '../../output.js';
import { projectOf, withProjectOption, type ProjectOptions } from '../../project.js';

const columns = tableOf('CustomerGroupDto', { createdAt: (g) => formatDate(g.createdAt) });

/** `atrium customer-groups list --project id [--q text] [--page n] [--per-page n]` (users of the crm module) */
export const customerGroupsListCommand: CommandModule = {
  register(program, ctx) {
    withProjectOption(
      withListOptions(
        area(program, 'customer-groups', 'CRM customer groups').command('list').description("List a project's customer groups"),
      ),
    ).action(async (options: ListOptions & ProjectOptions) => {
      const project = projectOf(options, ctx);
      const { client } = await ctx.session();
      const result = await page(client.GET('/api/crm/groups', { params: { query: { ...listQuery(options), project: String(project) } } }));
      showPage(ctx, result, options, columns);
    });
  },
};
