import type { Schemas } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { formatDate } from '../../format.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import type { Columns } from '../../output.js';
import { projectOf, withProjectOption, type ProjectOptions } from '../../project.js';
import { sectionsArea } from './sections.view.js';

type Section = Schemas['SectionDto'];

const columns: Columns<Section> = [
  'id',
  'name',
  'label',
  { header: 'Size', value: (s) => `${Buffer.byteLength(s.code)} B` },
  { header: 'Added', value: (s) => formatDate(s.createdAt) },
];

/** `atrium sections list --project id [--q text] [--page n] [--per-page n]` */
export const sectionsListCommand: CommandModule = {
  register(program, ctx) {
    withProjectOption(withListOptions(sectionsArea(program).command('list').description("List a project's content sections"))).action(
      async (options: ListOptions & ProjectOptions) => {
        const project = projectOf(options, ctx);
        const { client } = await ctx.session();
        const result = await page(
          client.GET('/api/cms/sections', { params: { query: { ...listQuery(options), project: String(project) } } }),
        );
        showPage(ctx, result, options, columns);
      },
    );
  },
};
