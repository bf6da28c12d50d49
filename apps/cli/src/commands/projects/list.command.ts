import type { Schemas } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { formatDate } from '../../format.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import type { Columns } from '../../output.js';
import { argParser, parseId } from '../../parse.js';
import { projectsArea } from './projects.view.js';

type Project = Schemas['ProjectDto'];

const columns: Columns<Project> = [
  'id',
  { header: 'Name', value: 'projectName' },
  'website',
  { header: 'Token', value: 'tokenHint' },
  { header: 'Created', value: (p) => formatDate(p.createdAt) },
];

/** `atrium projects list --subscription id [--q text] [--page n] [--per-page n]` */
export const projectsListCommand: CommandModule = {
  register(program, ctx) {
    withListOptions(
      projectsArea(program)
        .command('list')
        .description('List the projects of a subscription')
        .requiredOption('--subscription <id>', 'the subscription', argParser(parseId)),
    ).action(async (options: ListOptions & { subscription: number }) => {
      const { client } = await ctx.session();
      const result = await page(
        client.GET('/api/projects/subscription', { params: { query: { ...listQuery(options), id: String(options.subscription) } } }),
      );
      showPage(ctx, result, options, columns);
    });
  },
};
