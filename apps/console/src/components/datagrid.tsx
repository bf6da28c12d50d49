import { Skeleton } from '@mui/material';
import { forwardRef, lazy, Suspense } from 'react';
import {
  Datagrid as RaDatagrid,
  DatagridBody,
  DatagridRow,
  useResourceDefinition,
  type DatagridProps,
  type DatagridRowProps,
} from 'react-admin';
import { NoRecords } from './no-records';
import { useSortableColumns } from './sortable-columns';
import { openWithKeyboard, rowFocusRing } from './keyboard-row';
import { useIsNarrow } from './use-is-narrow';

/** react-admin's row, reachable and opened with the keyboard when a click opens something. */
const KeyboardRow = forwardRef<HTMLTableRowElement, DatagridRowProps>(({ sx, ...props }, ref) => {
  const { hasEdit, hasShow } = useResourceDefinition(props);
  // react-admin's own rule for a clickable row: its rowClick, else the resource's edit or show view.
  const opens = props.rowClick ?? (hasEdit || hasShow);
  if (!opens) return <DatagridRow ref={ref} sx={sx} {...props} />;
  return <DatagridRow ref={ref} {...props} {...openWithKeyboard} sx={[rowFocusRing, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]} />;
});

const body = <DatagridBody row={<KeyboardRow />} />;
// Loaded only where it is shown (phones): wide screens never download the cards.
const CardList = lazy(() => import('./card-list').then((m) => ({ default: m.CardList })));
const empty = <NoRecords />;

/**
 * Every table of the console: react-admin's Datagrid whose clickable rows also answer the keyboard, with the
 * console's empty state and sort buttons only where its list can sort (sortable-columns.ts); below 900 px,
 * the same columns as a card list (card-list.tsx), never a grid cut off on the right.
 */
export const Datagrid = forwardRef<HTMLTableElement, DatagridProps>((props, ref) => {
  const narrow = useIsNarrow();
  const children = useSortableColumns(props.children);
  if (narrow)
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={120} sx={{ m: 1 }} />}>
        <CardList rowClick={typeof props.rowClick === 'function' ? props.rowClick : undefined} empty={props.empty}>
          {children}
        </CardList>
      </Suspense>
    );
  return (
    <RaDatagrid ref={ref} body={body} empty={empty} {...props}>
      {children}
    </RaDatagrid>
  );
});
