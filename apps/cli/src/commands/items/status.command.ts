import { unwrap } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import { argParser, parseId } from '../../parse.js';
import { itemsArea, parseStatus, STATUS_NAMES, type ItemStatus } from './items.view.js';

/** `atrium items status <id> <available|hold|sold|0|1|2>` */
export const itemsStatusCommand: CommandModule = {
  register(program, ctx) {
    itemsArea(program)
      .command('status')
      .description("Set an item's availability: available (0), hold (1) or sold (2)")
      .argument('<id>', 'the item id', argParser(parseId))
      .argument('<status>', 'available, hold, sold, or 0, 1, 2', argParser(parseStatus))
      .action(async (id: number, status: ItemStatus) => {
        const { client } = await ctx.session();
        await unwrap(client.PATCH('/api/inv/items/status', { body: { id, status } }));
        ctx.result({ id, status }, () => ctx.print(`Item ${id}: ${STATUS_NAMES[status]}`));
      });
  },
};
