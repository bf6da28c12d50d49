import type { CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import { argParser, parseId } from '../../parse.js';
import { projectOf, withProjectOption, type ProjectOptions } from '../../project.js';
import { leadColumns, leadsArea } from './leads.view.js';

/** `atrium leads list --project id [--scoring id] [--q text] [--page n] [--per-page n]` */
export const leadsListCommand: CommandModule = {
  register(program, ctx) {
    withProjectOption(withListOptions(leadsArea(program).command('list').description("List a project's leads")))
      .option('--scoring <id>', 'only the leads with this scoring', argParser(parseId))
      .action(async (options: ListOptions & ProjectOptions & { scoring?: number }) => {
        const project = projectOf(options, ctx);
        const { client } = await ctx.session();
        const query = { ...listQuery(options), project: String(project), ...(options.scoring ? { scoring: String(options.scoring) } : {}) };
        showPage(ctx, await page(client.GET('/api/com/leads', { params: { query } })), options, leadColumns);
      });
  },
};
