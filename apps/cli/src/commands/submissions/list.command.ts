import type { Schemas } from '@atrium/api-client';
import { area, type CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { formatDate } from '../../format.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import type { Columns } from '../../output.js';
import { argParser, parseId } from '../../parse.js';
import { projectOf, withProjectOption, type ProjectOptions } from '../../project.js';

type Submission = Schemas['SubmissionDto'];

const columns: Columns<Submission> = [
  'id',
  { header: 'Form', value: (s) => s.formDetails.label },
  { header: 'E-mail', value: 'email' },
  { header: 'Date', value: (s) => formatDate(s.dateTime) },
  'status',
  // One line per row: the submitted fields as key=value pairs.
  {
    header: 'Data',
    value: (s) =>
      Object.entries(s.formData)
        .map(([k, v]) => `${k}=${v}`)
        .join(', '),
  },
];

/** `atrium submissions list --project id [--form id] [--q e-mail] [--page n]` (users of the com module), newest first */
export const submissionsListCommand: CommandModule = {
  register(program, ctx) {
    withProjectOption(
      withListOptions(
        area(program, 'submissions', 'Communications form submissions')
          .command('list')
          .description("List a project's form submissions, or one form's with --form")
          .option('--form <id>', 'only the submissions of this form', argParser(parseId)),
      ),
    ).action(async (options: ListOptions & ProjectOptions & { form?: number }) => {
      const project = projectOf(options, ctx);
      const { client } = await ctx.session();
      const query = { ...listQuery(options), project: String(project), ...(options.form ? { form: String(options.form) } : {}) };
      const result = await page(client.GET('/api/com/submissions', { params: { query } }));
      showPage(ctx, result, options, columns);
    });
  },
};
