import { Children, cloneElement, isValidElement, useMemo, type ReactElement, type ReactNode } from 'react';
import { useListContext, useResourceContext } from 'react-admin';
import { sortableFields } from '../data-provider/list-sort';

type ColumnProps = { source?: string; sortBy?: string; sortable?: boolean; label?: unknown };

/**
 * The columns with `sortable={false}` where the list cannot sort by their field (`sortBy`, else `source`)
 * or that have no header: the API document says which fields each list sorts by, so no screen restates it.
 * A column that says `sortable` itself keeps its word; with `sortable` undefined (no known list) nothing
 * changes.
 */
export function markUnsortable(children: ReactNode, sortable: readonly string[] | undefined): ReactNode {
  if (!sortable) return children;
  return Children.map(children, (child) => {
    if (!isValidElement<ColumnProps>(child) || child.props.sortable !== undefined) return child;
    const field = child.props.sortBy ?? child.props.source;
    // A column without a header (a row's buttons) has nothing to click to sort by.
    const headless = child.props.label === '' || child.props.label === false;
    const unsortable = field !== undefined && (headless || !sortable.includes(field));
    return unsortable ? cloneElement(child as ReactElement<ColumnProps>, { sortable: false }) : child;
  });
}

/** The fields the current list sorts by (see `sortableFields`): its resource, narrowed by its filter. */
export function useSortableFields(): readonly string[] | undefined {
  const { resource: listed, filter, filterValues } = useListContext();
  // Rows in memory (useList) name no resource in their list context: the table's resource context does.
  const context = useResourceContext();
  const resource = listed || context;
  return useMemo(() => sortableFields(resource, { ...filterValues, ...filter }), [resource, filter, filterValues]);
}

/** `children` with the columns the current list cannot sort by marked `sortable={false}`. */
export function useSortableColumns(children: ReactNode): ReactNode {
  const sortable = useSortableFields();
  return useMemo(() => markUnsortable(children, sortable), [children, sortable]);
}
