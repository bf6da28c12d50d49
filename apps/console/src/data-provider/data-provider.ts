import type {
  CreateParams,
  DataProvider,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
} from 'react-admin';
import { HttpError } from 'react-admin';
import type { AtriumClient } from '@atrium/api-client';
import { api } from '../api';
import { readCurrentProject } from '../auth/session-storage';
import { resourceRequests, type ApiPath, type HttpMethod, type Query } from './api-request';
import { withHttpErrors } from './errors';
import { listRouteOf, resourceConfig, type ResourceConfig } from './resource-config';

/** A call outside CRUD, e.g. PATCH /api/invoices/status {id, status}: `send('invoices', {method: 'PATCH', path: 'status', body})`. */
export interface SendParams {
  method: HttpMethod;
  /** Appended to the resource's path. */
  path?: string;
  query?: Query;
  body?: unknown;
}

export type AtriumDataProvider = DataProvider & {
  send<T = unknown>(resource: string, params: SendParams): Promise<T>;
};

export function createDataProvider(
  client: AtriumClient = api,
  config: Record<string, ResourceConfig> = resourceConfig,
  currentProject: () => number | null = readCurrentProject,
): AtriumDataProvider {
  const { request: requestResource, list: requestList } = resourceRequests(client);
  const configOf = (resource: string): ResourceConfig => {
    const found = config[resource];
    // A resource is registered in resource-config.ts, where its paths are checked against the OpenAPI document.
    if (!found) throw new Error(`Unknown resource ${resource}: register it in resource-config.ts`);
    return found;
  };
  const basePath = (resource: string): ApiPath => `/api/${configOf(resource).path}`;

  /** A module's calls name the current project (spec 2 §7: `?project=` on lists, `project` in creates). */
  function projectOf(resource: string): { project?: number } {
    if (!configOf(resource).module) return {};
    const project = currentProject();
    if (!project) throw new HttpError('messages.choose_project_first', 400);
    return { project };
  }

  /** Picks the list route: a parent sub-route (see ResourceConfig.listBy) or the resource itself. */
  function listRoute(resource: string, filter: Record<string, unknown>): { path: ApiPath; filter: Record<string, unknown> } {
    const { path, parent } = listRouteOf(configOf(resource), filter);
    if (!parent) return { path: `/api/${path}`, filter: { ...projectOf(resource), ...filter } };
    const { [parent]: id, ...rest } = filter;
    return { path: `/api/${path}`, filter: { ...rest, id } };
  }

  async function getList<R extends RaRecord>(resource: string, params: Partial<GetListParams>) {
    const { path, filter } = listRoute(resource, params.filter ?? {});
    const query: Query = {
      ...(filter as Query),
      page: params.pagination?.page,
      perPage: params.pagination?.perPage,
      sort: params.sort?.field,
      order: params.sort?.field ? params.sort.order.toLowerCase() : undefined,
    };
    return requestList<R>(path, query);
  }

  // A single read that answers an array (GET /com/scoring?id, spec 2 §7) gives its first element.
  const getOne = async <R extends RaRecord>(resource: string, id: Identifier) => {
    const read = await requestResource<R | R[]>('GET', basePath(resource), { query: { id } });
    return Array.isArray(read) ? read[0] : read;
  };
  const remove = (resource: string, id: Identifier) => requestResource<void>('DELETE', basePath(resource), { query: { id } });
  const patch = (resource: string, data: Partial<RaRecord>) => requestResource<void>('PATCH', basePath(resource), { body: data });

  const provider: AtriumDataProvider = {
    getList: <R extends RaRecord>(resource: string, params: GetListParams) => withHttpErrors(() => getList<R>(resource, params)),
    getOne: <R extends RaRecord>(resource: string, { id }: GetOneParams) =>
      withHttpErrors(async () => ({ data: await getOne<R>(resource, id) })),
    // No batch endpoint: one read per id, in parallel.
    getMany: <R extends RaRecord>(resource: string, { ids }: GetManyParams) =>
      withHttpErrors(async () => ({ data: await Promise.all(ids.map((id) => getOne<R>(resource, id))) })),
    getManyReference: <R extends RaRecord>(resource: string, { target, id, filter, ...rest }: GetManyReferenceParams) =>
      withHttpErrors(() => getList<R>(resource, { ...rest, filter: { ...filter, [target]: id } })),
    create: <R extends RaRecord>(resource: string, { data }: CreateParams) =>
      withHttpErrors(async () => ({
        data: await requestResource<R>('POST', basePath(resource), { body: { ...data, ...projectOf(resource) } }),
      })),
    // Updates answer 204: the record as sent is the record as saved.
    update: (resource, { id, data, previousData }) =>
      withHttpErrors(async () => {
        await patch(resource, { ...data, id });
        return { data: { ...previousData, ...data, id } };
      }),
    updateMany: (resource, { ids, data }) =>
      withHttpErrors(async () => {
        await Promise.all(ids.map((id) => patch(resource, { ...data, id })));
        return { data: ids };
      }),
    delete: (resource, { id, previousData }) =>
      withHttpErrors(async () => {
        await remove(resource, id);
        return { data: (previousData ?? { id }) as never };
      }),
    deleteMany: (resource, { ids }) =>
      withHttpErrors(async () => {
        await Promise.all(ids.map((id) => remove(resource, id)));
        return { data: ids };
      }),
    send: (resource, { method, path, query, body }) =>
      withHttpErrors(() =>
        requestResource(method, path ? (`${basePath(resource)}/${path}` as ApiPath) : basePath(resource), { query, body }),
      ),
  };
  return provider;
}

export const dataProvider = createDataProvider();
