import type { Schemas } from '@atrium/api-client';
import { area, type CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { formatDate } from '../../format.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import type { Columns } from '../../output.js';
import { projectOf, withProjectOption, type ProjectOptions } from '../../project.js';

type Form = Schemas['FormDto'];

const columns: Columns<Form> = [
  'id',
  { header: 'Form', value: 'label' },
  { header: 'Notify SMS', value: 'notifySms' },
  { header: 'Notify e-mail', value: 'notifyEmail' },
  { header: 'Added', value: (f) => formatDate(f.createdAt) },
];

/** `atrium forms list --project id [--q text] [--page n] [--per-page n]` (users of the com module) */
export const formsListCommand: CommandModule = {
  register(program, ctx) {
    withProjectOption(
      withListOptions(area(program, 'forms', 'Communications forms').command('list').description("List a project's forms")),
    ).action(async (options: ListOptions & ProjectOptions) => {
      const project = projectOf(options, ctx);
      const { client } = await ctx.session();
      const result = await page(client.GET('/api/com/forms', { params: { query: { ...listQuery(options), project: String(project) } } }));
      showPage(ctx, result, options, columns);
    });
  },
};
