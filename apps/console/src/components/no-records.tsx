import { useListContext } from 'react-admin';
import { Button } from './button';
import { EmptyList } from './empty-list';

/** What an empty table or card list says: the empty state, or that the filters match nothing, with a way out. */
export const NoRecords = () => {
  const { filterValues, setFilters } = useListContext();
  if (filterValues && Object.keys(filterValues).length > 0)
    return (
      <EmptyList
        message="ra.navigation.no_filtered_results"
        action={<Button label="ra.navigation.clear_filters" onClick={() => setFilters({}, [])} />}
      />
    );
  return <EmptyList />;
};
