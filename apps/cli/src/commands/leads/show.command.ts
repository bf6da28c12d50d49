import type { CommandModule } from '../../command-module.js';
import { one } from '../../api.js';
import { argParser, parseId } from '../../parse.js';
import { leadFields, leadsArea, type Lead } from './leads.view.js';

/** `atrium leads show <id>` */
export const leadsShowCommand: CommandModule = {
  register(program, ctx) {
    leadsArea(program)
      .command('show')
      .description('Show one lead')
      .argument('<id>', 'the lead id', argParser(parseId))
      .action(async (id: number) => {
        const { client } = await ctx.session();
        const lead = (await one(client.GET('/api/com/leads', { params: { query: { id: String(id) } } }))) as Lead;
        ctx.result(lead, () => ctx.printFields(leadFields(lead)));
      });
  },
};
