import { LIST_SORTS } from '@atrium/api-client';
import { listRouteOf, resourceConfig, type ResourceConfig } from './resource-config';

const sorts: Partial<Record<string, readonly string[]>> = LIST_SORTS;

/**
 * The fields a resource's list can be sorted by: what its route's `sort` accepts in the API document (the
 * list contract beside the entity, CONTRACT §4), for the route its filter picks (see `listBy`). Nothing for
 * a route without `sort`; undefined for a list that is not a registered resource's (e.g. rows in memory).
 */
export function sortableFields(
  resource: string | undefined,
  filter: Record<string, unknown> = {},
  config: Record<string, ResourceConfig> = resourceConfig,
): readonly string[] | undefined {
  const found = resource ? config[resource] : undefined;
  if (!found) return undefined;
  return sorts[`/api/${listRouteOf(found, filter).path}`] ?? [];
}
