import { describe, expect, it } from '@jest/globals';
// @ts-expect-error: a plain-JavaScript tool, typed by what this spec uses of it.
import * as cost from './resource-cost.mjs';

type Resource = { name: string; names: string[]; paths?: string[]; also?: string[] };
type Matcher = { mentions(text: string): boolean; ownerOf(path: string): 'own' | 'other' | 'shared' };
const { layerOf, pathVariants, plural, singular, variantsOf } = cost as {
  layerOf(file: string): string;
  pathVariants(path: string): string[];
  plural(word: string): string;
  singular(word: string): string;
  variantsOf(kebab: string): string[];
};
const matcherOf = cost.matcherOf as (resource: Resource, others?: Resource[]) => Matcher;

const groups: Resource = { name: 'customer-groups', names: ['customer-groups'], paths: ['crm/groups'] };
const customers: Resource = { name: 'customers', names: ['customers'], paths: ['crm/customers'] };
const events: Resource = { name: 'events', names: ['scheduler-events'], paths: ['sch/events'] };
const invitees: Resource = { name: 'invitees', names: ['invitees'], paths: ['sch/tags'] };

describe('tools/resource-cost.mjs names a resource', () => {
  it('in every case, singular and plural, from its kebab name', () => {
    expect(variantsOf('customer-groups').sort()).toEqual(
      [
        'customer-group',
        'customer_group',
        'CUSTOMER_GROUP',
        'customerGroup',
        'CustomerGroup',
        'customer-groups',
        'customer_groups',
        'CUSTOMER_GROUPS',
        'customerGroups',
        'CustomerGroups',
      ].sort(),
    );
    expect(variantsOf('customers')).toEqual(expect.arrayContaining(['customer', 'Customer', 'CUSTOMERS', 'customers']));
  });

  it('with English plurals both ways', () => {
    expect(['categories', 'addresses', 'boxes', 'videos', 'status'].map(singular)).toEqual([
      'category',
      'address',
      'box',
      'video',
      'status',
    ]);
    expect(['category', 'address', 'video', 'day'].map(plural)).toEqual(['categories', 'addresses', 'videos', 'days']);
  });

  it('by its API path, its console screens and its i18n keys', () => {
    expect(pathVariants('crm/groups')).toEqual([
      'crm/groups',
      'crm_groups',
      'crm-groups',
      'crm/add-group',
      'crm_add_group',
      'crm/edit-group',
      'crm_edit_group',
    ]);
  });
});

describe('a mention', () => {
  const ofGroups = matcherOf(groups, [customers]);
  const ofCustomers = matcherOf(customers, [groups]);

  it('is a whole word or a camel-case part, never a longer word', () => {
    expect(ofCustomers.mentions('export class TypeormCustomerRepository {}')).toBe(true);
    expect(ofCustomers.mentions('SELECT * FROM customers WHERE id = $1')).toBe(true);
    expect(ofCustomers.mentions('const customersView = 1;')).toBe(true);
    expect(ofCustomers.mentions('the customary way')).toBe(false);
  });

  it('of a longer resource is not one of the shorter: customerGroup is a customer group', () => {
    expect(ofCustomers.mentions('customerGroup: number; CustomerGroupDto; customer_groups; /crm/groups')).toBe(false);
    expect(ofGroups.mentions('customerGroup: number')).toBe(true);
    expect(ofGroups.mentions("api.GET('/api/crm/groups')")).toBe(true);
    expect(ofGroups.mentions("t('screens.modules.crm_add_group')")).toBe(true);
  });

  it('of a resource with a common console name needs its own words, or the name quoted or as a folder', () => {
    const ofEvents = matcherOf(events, [invitees]);
    expect(ofEvents.mentions('emitter: EventEmitter; an event')).toBe(false);
    expect(ofEvents.mentions('class TypeormSchedulerEventRepository')).toBe(true);
    expect(ofEvents.mentions("import { list } from './events/list.command.js'")).toBe(true);
    expect(ofEvents.mentions('<List resource="events">')).toBe(true);
    expect(ofEvents.mentions('FROM sch_events')).toBe(true);
  });
});

describe('a file', () => {
  const ofGroups = matcherOf(groups, [customers, events, invitees]);
  const ofEvents = matcherOf(events, [groups, customers, invitees]);

  it("is the resource's when its path names it, another's when it names another, else shared", () => {
    expect(ofGroups.ownerOf('apps/console/src/resources/customer-groups/customer-group-list.tsx')).toBe('own');
    expect(ofGroups.ownerOf('apps/api/test/crm-groups.test.ts')).toBe('own');
    expect(ofGroups.ownerOf('apps/api/src/modules/crm/customers.dto.ts')).toBe('other');
    expect(ofGroups.ownerOf('apps/api/src/modules/crm/crm.module.ts')).toBe('shared');
    expect(ofEvents.ownerOf('apps/cli/src/commands/events/add.command.ts')).toBe('own');
    expect(ofEvents.ownerOf('apps/api/src/modules/sch/invitees.controller.ts')).toBe('other');
  });

  it('belongs to one layer, tests, docs and benchmarks first', () => {
    expect(layerOf('tools/bench/api-seed.mjs')).toBe('benchmarks');
    expect(layerOf('libs/domain/modules/src/crm/customer.spec.ts')).toBe('tests');
    expect(layerOf('libs/domain/modules/README.md')).toBe('docs');
    expect(layerOf('migrations/src/1763900000000-crm-customer-groups.ts')).toBe('migration');
    expect(layerOf('libs/infra/persistence/src/index.ts')).toBe('persistence');
    expect(layerOf('apps/console/src/i18n/en.ts')).toBe('console');
    expect(layerOf('apps/cli/src/commands/index.ts')).toBe('cli');
    expect(layerOf('tools/sql/calls.mjs')).toBe('other');
  });
});
