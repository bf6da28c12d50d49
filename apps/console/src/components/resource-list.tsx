import type { ReactElement, ReactNode } from 'react';
import { List, Pagination, useListContext, useTranslate, type SortPayload } from 'react-admin';
import { EmptyList } from './empty-list';
import { formatNumber } from './format';
import { ListSkeleton } from './list-skeleton';
import { listFilters, ListToolbarActions } from './list-toolbar';
import { useNotifyError } from './use-notify-error';

export interface ResourceListProps {
  resource: string;
  /** The table (a Datagrid). */
  children: ReactNode;
  /** Always applied, e.g. `{ client: 7 }` (see resource-config `listBy`). */
  filter?: Record<string, unknown>;
  /** Defaults to the text filter and the date range. */
  filters?: ReactElement[];
  /** The button that adds to the list: above it, and in its empty state. */
  create?: ReactNode;
  /** Inside a details screen: no filters, its state not kept in the URL (several lists share a page). */
  embedded?: boolean;
  sort?: SortPayload;
  /** Where the list's state is remembered, for lists narrowed to a parent (one per parent). */
  storeKey?: string;
  /**
   * Whether the filters and page live in the URL (default). A screen of several filterable lists keeps
   * each one's in the store instead (`storeKey`), as they would fight over one URL.
   */
  inUrl?: boolean;
  /** What the list shows when it has no rows at all (default: the sentence with the `create` action). */
  empty?: ReactElement;
}

/** The pages of a list; a total the server only estimated reads "about N" (decision 0004). */
const ListPagination = () => {
  const { meta } = useListContext();
  const translate = useTranslate();
  const about = {
    labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
      translate('list.page_range_about', { offsetBegin: from, offsetEnd: to, total: formatNumber(count) }),
  };
  return <Pagination rowsPerPageOptions={[]} {...((meta as { totalEstimated?: boolean } | undefined)?.totalEstimated ? about : {})} />;
};

const pagination = <ListPagination />;

/**
 * Every list of the console (CONSOLE.md): server-side pages of 15 rows with the total, column sort, the
 * filters in the URL, 'There are no records to display' with the action that fills the list, and
 * 'API Error: {error}' when it cannot load.
 */
export const ResourceList = ({
  resource,
  children,
  filter,
  filters,
  create,
  embedded = false,
  sort,
  storeKey,
  inUrl = !embedded,
  empty,
}: ResourceListProps) => {
  const notifyError = useNotifyError();
  return (
    <List
      resource={resource}
      title={false}
      perPage={15}
      filter={filter}
      sort={sort ?? { field: 'id', order: 'DESC' }}
      filters={embedded ? undefined : (filters ?? listFilters())}
      actions={embedded && !create ? false : <ListToolbarActions create={create} filterable={!embedded} />}
      empty={empty ?? <EmptyList action={create} />}
      loading={<ListSkeleton />}
      pagination={pagination}
      disableSyncWithLocation={!inUrl}
      storeKey={embedded ? false : storeKey}
      queryOptions={{ onError: (error: unknown) => notifyError(error, 'list.api_error') }}
      // Narrow screens scroll the table, not the page.
      sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
    >
      {children}
    </List>
  );
};
