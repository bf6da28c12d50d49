import { unwrap } from '@atrium/api-client';
import type { CliContext } from '../../context.js';
import type { CommandModule } from '../../command-module.js';
import { one } from '../../api.js';
import { argParser, parseId } from '../../parse.js';
import { subscriptionsArea, type Subscription } from './subscriptions.view.js';

async function setStatus(ctx: CliContext, id: number, status: Subscription['status']): Promise<void> {
  const { client } = await ctx.session();
  const get = () => one(client.GET('/api/subscriptions', { params: { query: { id: String(id) } } }));
  if (status === 'inactive') {
    const before = await get();
    await ctx.confirmOrCancel(`Deactivate subscription ${id} (${before.company})? Its users lose access at once`);
  }
  await unwrap(client.PATCH('/api/subscriptions/status', { body: { id, status } }));
  const after = await get();
  ctx.result(after, () => ctx.print(`Subscription ${id} (${after.company}) is now ${after.status}`));
}

/** `atrium subscriptions activate <id>` and `atrium subscriptions deactivate <id>` (asks first). */
export const subscriptionsStatusCommand: CommandModule = {
  register(program, ctx) {
    const subscriptions = subscriptionsArea(program);
    subscriptions
      .command('activate')
      .description('Activate a subscription')
      .argument('<id>', 'the subscription id', argParser(parseId))
      .action((id: number) => setStatus(ctx, id, 'active'));
    subscriptions
      .command('deactivate')
      .description('Deactivate a subscription: its users lose access at once (asks first unless --yes)')
      .argument('<id>', 'the subscription id', argParser(parseId))
      .action((id: number) => setStatus(ctx, id, 'inactive'));
  },
};
