import { FilterButton, SearchInput, TopToolbar } from 'react-admin';
import type { ReactElement, ReactNode } from 'react';
import { UnixDateInput } from './unix-date-input';

/**
 * The filters of a list: the text filter (always shown, debounced by react-admin, kept in the URL), any
 * `extra` ones, and the optional date range (from/to, unix seconds) offered under "Add filter".
 */
export function listFilters(...extra: ReactElement[]): ReactElement[] {
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    ...extra,
    <UnixDateInput key="from" source="from" label="filters.from" />,
    <UnixDateInput key="to" source="to" label="filters.to" endOfDay />,
  ];
}

/** Above a list: the date-range filter picker and the action that adds to the list. */
export const ListToolbarActions = ({ create, filterable = true }: { create?: ReactNode; filterable?: boolean }) => (
  <TopToolbar>
    {filterable ? <FilterButton disableSaveQuery /> : null}
    {create}
  </TopToolbar>
);
