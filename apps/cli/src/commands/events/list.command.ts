import type { CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import { argParser, parseDate } from '../../parse.js';
import { projectOf, withProjectOption, type ProjectOptions } from '../../project.js';
import { eventColumns, eventsArea } from './events.view.js';

/** `atrium events list --project id [--day YYYY-MM-DD] [--q text] [--page n] [--per-page n]` */
export const eventsListCommand: CommandModule = {
  register(program, ctx) {
    withProjectOption(withListOptions(eventsArea(program).command('list').description("List a project's events, or one day's (UTC)")))
      .option('--day <date>', "only that day's events (YYYY-MM-DD, UTC), earliest first", argParser(parseDate))
      .action(async (options: ListOptions & ProjectOptions & { day?: number }) => {
        const project = projectOf(options, ctx);
        const { client } = await ctx.session();
        const query = {
          ...listQuery(options),
          project: String(project),
          ...(options.day !== undefined ? { day: String(options.day) } : {}),
        };
        showPage(ctx, await page(client.GET('/api/sch/events', { params: { query } })), options, eventColumns);
      });
  },
};
