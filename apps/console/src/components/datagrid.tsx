import { forwardRef } from 'react';
import {
  Datagrid as RaDatagrid,
  DatagridBody,
  DatagridRow,
  useResourceDefinition,
  type DatagridProps,
  type DatagridRowProps,
} from 'react-admin';
import { openWithKeyboard, rowFocusRing } from './keyboard-row';

/** react-admin's row, reachable and opened with the keyboard when a click opens something. */
const KeyboardRow = forwardRef<HTMLTableRowElement, DatagridRowProps>(({ sx, ...props }, ref) => {
  const { hasEdit, hasShow } = useResourceDefinition(props);
  // react-admin's own rule for a clickable row: its rowClick, else the resource's edit or show view.
  const opens = props.rowClick ?? (hasEdit || hasShow);
  if (!opens) return <DatagridRow ref={ref} sx={sx} {...props} />;
  return <DatagridRow ref={ref} {...props} {...openWithKeyboard} sx={[rowFocusRing, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]} />;
});

const body = <DatagridBody row={<KeyboardRow />} />;

/** Every table of the console: react-admin's Datagrid whose clickable rows also answer the keyboard. */
export const Datagrid = forwardRef<HTMLTableElement, DatagridProps>((props, ref) => <RaDatagrid ref={ref} body={body} {...props} />);
