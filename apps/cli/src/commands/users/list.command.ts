import type { Schemas } from '@atrium/api-client';
import { area, type CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { formatDate, fullName } from '../../format.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import type { Columns } from '../../output.js';
import { argParser, parseId } from '../../parse.js';

type User = Schemas['UserDto'];

const columns: Columns<User> = [
  'id',
  { header: 'Name', value: (u) => fullName(u.firstname, u.lastname) },
  { header: 'E-mail', value: 'email' },
  { header: 'Added', value: (u) => formatDate(u.createdAt) },
];

/** `atrium users list --subscription id [--q text] [--page n] [--per-page n]` */
export const usersListCommand: CommandModule = {
  register(program, ctx) {
    withListOptions(
      area(program, 'users', 'The users of a subscription')
        .command('list')
        .description('List the users of a subscription')
        .requiredOption('--subscription <id>', 'the subscription', argParser(parseId)),
    ).action(async (options: ListOptions & { subscription: number }) => {
      const { client } = await ctx.session();
      const result = await page(
        client.GET('/api/users', { params: { query: { ...listQuery(options), subscription: String(options.subscription) } } }),
      );
      showPage(ctx, result, options, columns);
    });
  },
};
