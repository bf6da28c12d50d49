import { Box, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, Tooltip, type Theme } from '@mui/material';
import { Children, isValidElement, type ReactElement } from 'react';
import {
  FieldTitle,
  RecordContextProvider,
  useListContext,
  useNavigate,
  useResourceContext,
  useTimeout,
  useTranslate,
  useTranslateLabel,
  type FieldProps,
} from 'react-admin';
import { EmptyList } from './empty-list';
import { useSortableColumns } from './sortable-columns';
import type { FieldTableProps } from './field-table';
import { openWithKeyboard, rowFocusRing } from './keyboard-row';

type Column = ReactElement<FieldProps & { sortable?: boolean }>;

const oppositeOrder = { ASC: 'DESC', DESC: 'ASC' } as const;

// Datagrid's classes and styles, so that a dashboard's table looks like a list's.
const styles = (theme: Theme) => ({
  '& .RaDatagrid-table': { tableLayout: 'auto' },
  '& .RaDatagrid-headerCell': {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    backgroundColor: (theme.vars || theme).palette.background.paper,
    '&:first-of-type': { borderTopLeftRadius: theme.shape.borderRadius },
    '&:last-child': { borderTopRightRadius: theme.shape.borderRadius },
    '& .MuiTableSortLabel-icon': { display: 'none' },
    '& .Mui-active .MuiTableSortLabel-icon': { display: 'inline' },
  },
  '& .RaDatagrid-clickableRow': { cursor: 'pointer' },
});

const placeholder = (
  <Box component="span" sx={{ display: 'flex', bgcolor: 'grey.300' }}>
    {'\u00A0'}
  </Box>
);

/** Datagrid's loading state: nothing for a second, then five fading rows of placeholders. */
const SummaryTableLoading = ({ columns }: { columns: number }) => {
  const oneSecondHasPassed = useTimeout(1000);
  if (!oneSecondHasPassed) return null;
  const cells = (variant?: 'head') =>
    Array.from({ length: columns }, (_, i) => (
      <TableCell key={i} variant={variant} className={variant ? 'RaDatagrid-headerCell' : 'RaDatagrid-rowCell'}>
        {placeholder}
      </TableCell>
    ));
  return (
    <Box className="RaDatagrid-root" sx={styles}>
      <Table className="RaDatagrid-table" size="small">
        <TableHead>
          <TableRow className="RaDatagrid-row">{cells('head')}</TableRow>
        </TableHead>
        <TableBody>
          {Array.from({ length: 5 }, (_, i) => (
            <TableRow key={i} style={{ opacity: 1 / (i + 1) }}>
              {cells()}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** A column's header: its label, and a sort button where the column is sortable (see `markUnsortable`). */
const HeaderCell = ({ field }: { field: Column }) => {
  const { sort, setSort } = useListContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { source, label, sortable, textAlign } = field.props;
  const title = <FieldTitle label={label} source={source} resource={resource} />;
  const active = sort?.field === source;
  const next = active ? oppositeOrder[sort.order] : 'ASC';
  const fieldLabel = translateLabel({ label: typeof label === 'string' ? label : undefined, resource, source });
  const sortLabel = translate('ra.sort.sort_by', {
    field: fieldLabel,
    field_lower_first: typeof fieldLabel === 'string' ? fieldLabel.charAt(0).toLowerCase() + fieldLabel.slice(1) : undefined,
    order: translate(`ra.sort.${next}`),
    _: translate('ra.action.sort'),
  });
  return (
    <TableCell variant="head" align={textAlign} className={`RaDatagrid-headerCell column-${source}`}>
      {sort && sortable !== false && source ? (
        <Tooltip title={sortLabel} placement={textAlign === 'right' ? 'bottom-end' : 'bottom-start'} enterDelay={300}>
          <TableSortLabel
            active={active}
            direction={sort.order === 'ASC' ? 'asc' : 'desc'}
            data-field={source}
            data-order="ASC"
            onClick={(event) => {
              event.stopPropagation();
              setSort({ field: source, order: next });
            }}
            classes={{ icon: 'RaDatagridHeaderCell-icon' }}
          >
            {title}
          </TableSortLabel>
        </Tooltip>
      ) : (
        title
      )}
    </TableCell>
  );
};

/**
 * A dashboard's small table over the list context (useList), with Datagrid's look and behaviour: header
 * sort, rows that open with a click or from the keyboard, its loading and empty states. It leaves out what a
 * dashboard never shows (bulk selection and delete, expandable rows, export), which keeps those out of the
 * signed-in shell's download.
 */
export const SummaryTable = ({ rowClick, children }: FieldTableProps) => {
  const { data, isPending, total } = useListContext();
  const navigate = useNavigate();
  const columns = Children.toArray(useSortableColumns(children)).filter(isValidElement) as Column[];
  if (isPending) return <SummaryTableLoading columns={columns.length} />;
  if (!data?.length || total === 0) return <EmptyList />;
  return (
    <Box className="RaDatagrid-root" sx={styles}>
      <div className="RaDatagrid-tableWrapper">
        <Table className="RaDatagrid-table" size="small">
          <TableHead className="RaDatagrid-thead">
            <TableRow className="RaDatagrid-row RaDatagrid-headerRow">
              {columns.map((field, i) => (
                <HeaderCell key={field.props.source ?? i} field={field} />
              ))}
            </TableRow>
          </TableHead>
          <TableBody className="datagrid-body RaDatagrid-tbody">
            {data.map((record, i) => (
              <RecordContextProvider key={record.id} value={record}>
                <TableRow
                  hover
                  className={`RaDatagrid-row RaDatagrid-row${i % 2 ? 'Odd' : 'Even'} RaDatagrid-selectable${rowClick ? ' RaDatagrid-clickableRow' : ''}`}
                  onClick={rowClick ? () => navigate(rowClick(record.id), { state: { _scrollToTop: true } }) : undefined}
                  {...(rowClick ? openWithKeyboard : {})}
                  sx={rowClick ? rowFocusRing : undefined}
                >
                  {columns.map((field, j) => (
                    <TableCell
                      key={field.props.source ?? j}
                      align={field.props.textAlign}
                      className={`column-${field.props.source} RaDatagrid-rowCell`}
                    >
                      {field}
                    </TableCell>
                  ))}
                </TableRow>
              </RecordContextProvider>
            ))}
          </TableBody>
        </Table>
      </div>
    </Box>
  );
};
