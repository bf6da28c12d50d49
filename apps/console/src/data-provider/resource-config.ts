/**
 * The few resources whose routes differ from the generic ones (GET/POST/PATCH/DELETE /api/{resource}).
 * Add an entry here instead of branching on the resource name in the data provider.
 */
export interface ResourceConfig {
  /** Path under /api when it is not the resource name, e.g. 'cms/assets'. */
  path?: string;
  /**
   * Lists narrowed to a parent that the API serves on a sub-route with `?id=`: the filter (or the reference
   * target of getManyReference) named by the key goes to that path. E.g. `{ client: 'invoices/client' }`
   * turns getList('invoices', { filter: { client: 7 } }) into GET /api/invoices/client?id=7.
   */
  listBy?: Record<string, string>;
}

// From the spec's "Calls made" (§7). Lists filtered by a plain parameter (GET /users?subscription=) need no entry.
export const resourceConfig: Record<string, ResourceConfig> = {
  subscriptions: { listBy: { client: 'subscriptions/client' } },
  invoices: { listBy: { client: 'invoices/client', subscription: 'invoices/subscription' } },
  transactions: { listBy: { client: 'transactions/client' } },
  projects: { listBy: { subscription: 'projects/subscription' } },
  assets: { path: 'cms/assets' },
};
