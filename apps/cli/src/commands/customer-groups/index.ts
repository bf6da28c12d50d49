import { area, type CommandGroup, type CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { formatDate } from '../../format.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import { tableOf } from '../../output.js';
import { projectOf, withProjectOption, type ProjectOptions } from '../../project.js';

const columns = tableOf('CustomerGroupDto', { createdAt: (g) => formatDate(g.createdAt) });

/** `atrium customer-groups list --project id [--q text] [--page n] [--per-page n]` (users of the crm module) */
const list: CommandModule = {
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

/**
 * The `customer-groups` commands, in the order `atrium --help` lists them; `order` places the group among the
 * others. A group of one or two short commands keeps them here; a longer one gets a `<verb>.command.ts` each.
 */
export const group: CommandGroup = {
  order: 80,
  commands: [list],
};
