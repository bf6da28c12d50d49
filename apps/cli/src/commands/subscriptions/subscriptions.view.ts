import type { Schemas } from '@atrium/api-client';
import type { Command } from 'commander';
import { area } from '../../command-module.js';
import { formatDate, formatMoney } from '../../format.js';
import type { Columns } from '../../output.js';

export type Subscription = Schemas['SubscriptionDto'];

/** `atrium subscriptions ...`, shared by every subscriptions/*.command.ts. */
export const subscriptionsArea = (program: Command): Command => area(program, 'subscriptions', 'Subscriptions, their status and quotes');

export const subscriptionColumns: Columns<Subscription> = [
  'id',
  { header: 'Core ID', value: 'coreId' },
  'company',
  'status',
  { header: 'Projects', value: 'maxProjects', align: 'right' },
  { header: 'Users', value: 'maxUsers', align: 'right' },
  { header: 'Price', value: (s) => formatMoney(s.price), align: 'right' },
  { header: 'Renews', value: (s) => formatDate(s.endDate) },
];

export function subscriptionFields(s: Subscription): Array<[string, unknown]> {
  return [
    ['ID', s.id],
    ['Core ID', s.coreId],
    ['Client', `${s.clientName} (client ${s.client})`],
    ['Company', s.company],
    ['Status', s.status],
    ['Started', formatDate(s.startDate)],
    ['Renews', formatDate(s.endDate)],
    ['Projects', `up to ${s.maxProjects}`],
    ['Users', `up to ${s.maxUsers}`],
    ['Modules', s.modules],
    ['Billing', s.billingCycle],
    ['Price', `${formatMoney(s.price)} per month`],
  ];
}
