import { Datagrid } from 'react-admin';
import type { FieldTableProps } from './field-table';

/** A list screen's table: react-admin's Datagrid, without bulk actions. */
export const ListTable = ({ rowClick, children }: FieldTableProps) => (
  <Datagrid rowClick={rowClick} bulkActionButtons={false}>
    {children}
  </Datagrid>
);
