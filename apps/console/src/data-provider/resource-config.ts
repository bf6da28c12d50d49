import type { components, FIELD_LABELS, paths } from '@atrium/api-client';
import { moduleResources } from '../modules/resources';

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
  /**
   * The schema of its records in the API document, when their fields have labels there (from the resource's
   * field descriptor): the console's labels of its fields (i18n/module-catalogue.ts) and its tables' columns.
   */
  record?: RecordSchema;
  /** Its name for react-admin, 'Singular |||| Plural' (else in the catalogue, i18n/en.ts or en-modules.ts). */
  name?: string;
  /** Field labels the console adds to its record's, or says otherwise. */
  fields?: Record<string, string>;
}

/** A record's schema whose fields the API document labels (FIELD_LABELS of the API client). */
export type RecordSchema = keyof typeof FIELD_LABELS;

/** The fields of a schema of the OpenAPI document, checked at build time: `fieldsOf<'UpdateClientDto'>()('email')`. */
export const fieldsOf =
  <S extends keyof components['schemas']>() =>
  <F extends keyof components['schemas'][S] & string>(...fields: F[]): readonly F[] =>
    fields;

/**
 * The route a list is read from: a parent's sub-route when the filter names that parent (see `listBy`; the
 * filter's `parent` key becomes that route's `id`), else the resource's own path.
 */
export function listRouteOf(config: ResourceConfig, filter: Record<string, unknown>): { path: ResourcePath; parent?: string } {
  const listBy = config.listBy ?? {};
  const parent = Object.keys(listBy).find((key) => filter[key] !== undefined && filter[key] !== null);
  return parent ? { path: listBy[parent], parent } : { path: config.path };
}

// From the spec's "Calls" sections. Lists filtered by a plain parameter (GET /users?subscription=) need no entry.
export const resourceConfig = {
  clients: { path: 'clients' },
  subscriptions: { path: 'subscriptions', listBy: { client: 'subscriptions/client' } },
  invoices: { path: 'invoices', listBy: { client: 'invoices/client', subscription: 'invoices/subscription' } },
  transactions: { path: 'transactions', listBy: { client: 'transactions/client' } },
  users: { path: 'users' },
  projects: { path: 'projects', listBy: { subscription: 'projects/subscription' } },
  // Read only; filtered by plain parameters (resource, record, action, actorKind, project).
  audit: { path: 'audit' },
  stats: { path: 'stats/admin' },
  // The billing ledger's check (GET /audit/verify?client=).
  ledger: { path: 'audit/verify' },
  // Webhook endpoints: a user's in the current project (named in the calls), a client's in the account.
  webhooks: { path: 'webhooks' },
  'account-webhooks': { path: 'account/webhooks' },
  // The user dashboard's figures (GET /stats/users?project=): the project is named in the query.
  'user-stats': { path: 'stats/users' },
  // A note belongs to its recipient's module; the API finds the project from the recipient, so none is sent.
  notes: { path: 'notes', listBy: { recipientId: 'notes/type' } },
  // Each project module's resources, from its folder (modules/<code>/resources.ts).
  ...moduleResources,
} satisfies Record<string, ResourceConfig>;

export type ResourceName = keyof typeof resourceConfig;
