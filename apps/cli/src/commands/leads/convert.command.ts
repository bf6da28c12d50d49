import { unwrap } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import { one } from '../../api.js';
import { fullName } from '../../format.js';
import { argParser, parseId } from '../../parse.js';
import { projectOf, withProjectOption, type ProjectOptions } from '../../project.js';
import { leadsArea, type Lead } from './leads.view.js';

/**
 * `atrium leads convert <id> [--group <id>] --project id`: the lead becomes a customer of that group, or of
 * the project's "Converted leads" without one (asks first unless --yes); a lead already converted is the
 * server's 409.
 */
export const leadsConvertCommand: CommandModule = {
  register(program, ctx) {
    withProjectOption(
      leadsArea(program)
        .command('convert')
        .description('Convert a lead to a customer of a customer group (asks first unless --yes)')
        .argument('<id>', 'the lead id', argParser(parseId))
        .option('--group <id>', 'the customer group of the new customer (default: the project’s "Converted leads")', argParser(parseId)),
    ).action(async (id: number, options: ProjectOptions & { group?: number }) => {
      const project = projectOf(options, ctx);
      const { client } = await ctx.session();
      const lead = (await one(client.GET('/api/com/leads', { params: { query: { id: String(id) } } }))) as Lead;
      if (!lead.converted) await ctx.confirmOrCancel(`Convert lead ${id} (${fullName(lead.firstname, lead.lastname)}) to a customer?`);
      const done = await unwrap(client.POST('/api/com/leads/convert', { body: { id, customerGroup: options.group, project } }));
      ctx.result(done, () => ctx.print(`Lead ${id} converted: customer ${done.customerId}`));
    });
  },
};
