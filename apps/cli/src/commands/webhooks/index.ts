import { unwrap, type AtriumClient, type Schemas } from '@atrium/api-client';
import type { Command } from 'commander';
import { area, type CommandGroup, type CommandModule } from '../../command-module.js';
import type { CliContext } from '../../context.js';
import { page } from '../../api.js';
import { formatDate } from '../../format.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import type { Columns } from '../../output.js';
import { argParser, parseId } from '../../parse.js';
import { projectOf, withProjectOption, type ProjectOptions } from '../../project.js';

type Endpoint = Schemas['WebhookEndpointDto'];
type Delivery = Schemas['WebhookDeliveryDto'];

const webhooksArea = (program: Command) =>
  area(program, 'webhooks', "Outgoing webhooks: a project's endpoints (users) or your account's (clients)");

const endpointColumns: Columns<Endpoint> = [
  'id',
  'url',
  { header: 'Events', value: (e) => e.events.join(', ') },
  { header: 'Enabled', value: (e) => (e.enabled ? 'yes' : `no${e.disabledReason ? ` (${e.disabledReason})` : ''}`) },
  { header: 'Added', value: (e) => formatDate(e.createdAt) },
];
const deliveryColumns: Columns<Delivery> = [
  'id',
  'event',
  'status',
  'attempts',
  { header: 'Answer', value: (d) => d.responseStatus ?? d.lastError ?? '' },
  { header: 'Time (ms)', value: (d) => d.responseMs ?? '' },
  { header: 'Message', value: (d) => d.messageId },
];

/** Users work in a project's endpoints, clients in their account's: the routes differ, nothing else. */
async function routes(ctx: CliContext): Promise<{ client: AtriumClient; account: boolean }> {
  const { client, credentials } = await ctx.session();
  return { client, account: credentials.usertype === 'clients' };
}

/** `atrium webhooks list [--project id]`: the endpoints; `--endpoint id` lists that endpoint's deliveries instead. */
const list: CommandModule = {
  register(program, ctx) {
    withProjectOption(
      withListOptions(
        webhooksArea(program)
          .command('list')
          .description(
            "List the webhook endpoints (a project's for users, your account's for clients), or with --endpoint its delivery log",
          )
          .option('--endpoint <id>', "list this endpoint's deliveries, newest first", argParser(parseId)),
      ),
    ).action(async (options: ListOptions & ProjectOptions & { endpoint?: number }) => {
      const { client, account } = await routes(ctx);
      if (options.endpoint) {
        const query = { ...listQuery(options), endpoint: String(options.endpoint), sort: 'id' as const, order: 'desc' as const };
        const result = await page(
          account
            ? client.GET('/api/account/webhooks/deliveries', { params: { query } })
            : client.GET('/api/webhooks/deliveries', { params: { query } }),
        );
        return showPage(ctx, result, options, deliveryColumns);
      }
      const result = await page(
        account
          ? client.GET('/api/account/webhooks', { params: { query: listQuery(options) } })
          : client.GET('/api/webhooks', { params: { query: { ...listQuery(options), project: String(projectOf(options, ctx)) } } }),
      );
      showPage(ctx, result, options, endpointColumns);
    });
  },
};

/** `atrium webhooks test <endpoint>`: queues a `webhook.test` event. */
const test: CommandModule = {
  register(program, ctx) {
    webhooksArea(program)
      .command('test')
      .description('Send a test event (webhook.test) to an endpoint')
      .argument('<endpoint>', 'the endpoint id', argParser(parseId))
      .action(async (id: number) => {
        const { client, account } = await routes(ctx);
        const body = { body: { id } };
        const delivery = await unwrap(account ? client.POST('/api/account/webhooks/test', body) : client.POST('/api/webhooks/test', body));
        ctx.result(delivery, () =>
          ctx.print(`Test event queued for endpoint ${id}: delivery ${delivery.id}, message ${delivery.messageId}`),
        );
      });
  },
};

/** `atrium webhooks redeliver <delivery>`: sends a message again with the same webhook-id. */
const redeliver: CommandModule = {
  register(program, ctx) {
    webhooksArea(program)
      .command('redeliver')
      .description('Send a delivered or failed message again, with the same webhook-id (receivers may deduplicate it)')
      .argument('<delivery>', 'the delivery id (atrium webhooks list --endpoint <id>)', argParser(parseId))
      .action(async (id: number) => {
        const { client, account } = await routes(ctx);
        const body = { body: { id } };
        const delivery = await unwrap(
          account
            ? client.POST('/api/account/webhooks/deliveries/redeliver', body)
            : client.POST('/api/webhooks/deliveries/redeliver', body),
        );
        ctx.result(delivery, () => ctx.print(`Message ${delivery.messageId} (${delivery.event}) queued again as delivery ${delivery.id}`));
      });
  },
};

/** The `webhooks` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 57,
  commands: [list, test, redeliver],
};
