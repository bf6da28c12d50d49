import { Datagrid } from './datagrid';
import type { FieldTableProps } from './field-table';

/** A list screen's table: the console's Datagrid (rows open from the keyboard too), without bulk actions. */
export const ListTable = ({ rowClick, children }: FieldTableProps) => (
  <Datagrid rowClick={rowClick} bulkActionButtons={false}>
    {children}
  </Datagrid>
);
