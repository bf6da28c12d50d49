import type { ComponentType, ReactNode } from 'react';
import type { Identifier } from 'react-admin';

/**
 * What draws a table of react-admin fields (its children) over the list context: react-admin's Datagrid on
 * list screens (ListTable), the lighter SummaryTable on dashboards. A table's columns are written once
 * (e.g. InvoiceTable) and drawn by either.
 */
export interface FieldTableProps {
  /** The path a row opens, or false for rows that open nothing. */
  rowClick: ((id: Identifier) => string) | false;
  children: ReactNode;
}

export type FieldTable = ComponentType<FieldTableProps>;
