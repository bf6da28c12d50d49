import type { components, paths } from '@atrium/api-client';

/** A path of the API as the data provider names it: the OpenAPI path without `/api/` (checked at build time). */
export type ResourcePath = { [P in keyof paths]: P extends `/api/${infer R}` ? R : never }[keyof paths];

/** The project modules, by code (CONTRACT §9): a resource of one of them works inside the current project. */
export type ModuleCode = components['schemas']['UserDto']['modules'][number];

/**
 * How a resource reaches the API (GET/POST/PATCH/DELETE on its path). Registering a resource is one line
 * of `resourceConfig`; its paths are checked against the OpenAPI document when the console builds.
 */
export interface ResourceConfig {
  /** The API path (without `/api/`). */
  path: ResourcePath;
  /**
   * Lists narrowed to a parent that the API serves on a sub-route with `?id=`: the filter (or the reference
   * target of getManyReference) named by the key goes to that path. E.g. `{ client: 'invoices/client' }`
   * turns getList('invoices', { filter: { client: 7 } }) into GET /api/invoices/client?id=7.
   */
  listBy?: Record<string, ResourcePath>;
  /** The module the resource belongs to: its calls carry the current project (`?project=` on lists, `project` on creates). */
  module?: ModuleCode;
}

/** The fields of a schema of the OpenAPI document, checked at build time: `fieldsOf<'UpdateClientDto'>()('email')`. */
export const fieldsOf =
  <S extends keyof components['schemas']>() =>
  <F extends keyof components['schemas'][S] & string>(...fields: F[]): readonly F[] =>
    fields;

// From the spec's "Calls" sections. Lists filtered by a plain parameter (GET /users?subscription=) need no entry.
export const resourceConfig = {
  clients: { path: 'clients' },
  subscriptions: { path: 'subscriptions', listBy: { client: 'subscriptions/client' } },
  invoices: { path: 'invoices', listBy: { client: 'invoices/client', subscription: 'invoices/subscription' } },
  transactions: { path: 'transactions', listBy: { client: 'transactions/client' } },
  users: { path: 'users' },
  projects: { path: 'projects', listBy: { subscription: 'projects/subscription' } },
  stats: { path: 'stats/admin' },
  // The user dashboard's figures (GET /stats/users?project=): the project is named in the query.
  'user-stats': { path: 'stats/users' },
  'customer-groups': { path: 'crm/groups', module: 'crm' },
  'cms-sections': { path: 'cms/sections', module: 'cms' },
  'cms-groups': { path: 'cms/groups', module: 'cms' },
  // The project assets page (spec 1): images and videos, `type` filter; uploads go through useUpload.
  'project-assets': { path: 'cms/assets', module: 'cms' },
  forms: { path: 'com/forms', module: 'com' },
  submissions: { path: 'com/submissions', module: 'com' },
  scorings: { path: 'com/scoring', module: 'com' },
  leads: { path: 'com/leads', module: 'com' },
  customers: { path: 'crm/customers', module: 'crm' },
  'com-mail': { path: 'com/mail', module: 'com' },
  // The mail sent to one address (GET /com/mail?project&email): a lead's or customer's mail section.
  'sent-mail': { path: 'com/mail', module: 'com' },
  'com-enrichment': { path: 'com/data/enrich', module: 'com' },
  // A note belongs to its recipient's module; the API finds the project from the recipient, so none is sent.
  notes: { path: 'notes', listBy: { recipientId: 'notes/type' } },
  // Digital assets: a folder's files (GET /asm/assets?folder=), a record's tags (GET /asm/tags?tagType&typeId), the manage view.
  'asset-folders': { path: 'asm/folders', module: 'asm' },
  assets: { path: 'asm/assets', module: 'asm' },
  'asset-tags': { path: 'asm/tags', module: 'asm' },
  'asset-manage': { path: 'asm/assets/manage', module: 'asm' },
  // Inventory: templates and groups per project, a group's items (GET /inv/items?group=), engagements (GET /inv/tags?…).
  'inv-templates': { path: 'inv/templates', module: 'inv' },
  'inv-groups': { path: 'inv/groups', module: 'inv' },
  'inv-items': { path: 'inv/items', module: 'inv' },
  'inv-tags': { path: 'inv/tags', module: 'inv' },
  // The scheduler: events per project (GET /sch/events?project&day); invitees and the calendar sync go through send().
  events: { path: 'sch/events', module: 'sch' },
  'event-tags': { path: 'sch/tags', module: 'sch' },
  'calendar-sync': { path: 'services/google/calendarsync', module: 'sch' },
  // Video broadcasting: categories per project, a category's videos (GET /bms/videos?category=).
  'video-categories': { path: 'bms/categories', module: 'bms' },
  videos: { path: 'bms/videos', module: 'bms' },
} satisfies Record<string, ResourceConfig>;

export type ResourceName = keyof typeof resourceConfig;
