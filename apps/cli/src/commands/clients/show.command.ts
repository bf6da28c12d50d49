import type { CommandModule } from '../../command-module.js';
import { one } from '../../api.js';
import { argParser, parseId } from '../../parse.js';
import { clientFields, clientsArea } from './clients.view.js';

/** `atrium clients show <id>` */
export const clientsShowCommand: CommandModule = {
  register(program, ctx) {
    clientsArea(program)
      .command('show')
      .description('Show one client')
      .argument('<id>', 'the client id', argParser(parseId))
      .action(async (id: number) => {
        const { client } = await ctx.session();
        const found = await one(client.GET('/api/clients', { params: { query: { id: String(id) } } }));
        ctx.result(found, () => ctx.printFields(clientFields(found)));
      });
  },
};
