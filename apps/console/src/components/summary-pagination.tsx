import { Box, Pagination, TablePagination, Toolbar, type TablePaginationProps } from '@mui/material';
import type { MouseEvent } from 'react';
import { useListPaginationContext, useTranslate } from 'react-admin';
import { useIsNarrow } from './use-is-narrow';

type Actions = NonNullable<TablePaginationProps['ActionsComponent']>;

/** The page numbers beside 'from-to of total' on wide screens, as react-admin's PaginationActions draws them. */
const PageNumbers: Actions = ({ page, rowsPerPage, count, onPageChange, className }) => {
  const translate = useTranslate();
  const pages = Math.ceil(count / rowsPerPage) || 1;
  if (pages === 1) return <Box className={className} sx={{ flexShrink: 0 }} />;
  return (
    <Box className={className} sx={{ flexShrink: 0 }}>
      <Pagination
        size="small"
        count={pages}
        page={page + 1}
        onChange={(event, next) => onPageChange(event as MouseEvent<HTMLButtonElement>, next - 1)}
        getItemAriaLabel={(type, n, selected) =>
          type === 'page'
            ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: n, _: `Go to page ${n}` })
            : translate(`ra.navigation.${type}`, { _: `Go to ${type} page` })
        }
      />
    </Box>
  );
};

/**
 * The pages of a dashboard's table, whose rows are all in the browser (useList): react-admin's Pagination
 * without a rows-per-page choice, drawn the same way, without the list controller it imports for
 * server-side lists.
 */
export const SummaryPagination = () => {
  const { isPending, page, perPage, total, setPage } = useListPaginationContext();
  const translate = useTranslate();
  const narrow = useIsNarrow();
  if (isPending) return <Toolbar variant="dense" />;
  if (!total || page < 1 || page > Math.ceil(total / perPage)) return null;
  const label = ({ from, to, count }: { from: number; to: number; count: number }) =>
    translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count, _: `${from}-${to} of ${count}` });
  return (
    <TablePagination
      component="span"
      count={total}
      rowsPerPage={perPage}
      page={page - 1}
      onPageChange={(event, next) => {
        event?.stopPropagation();
        setPage(next + 1);
      }}
      rowsPerPageOptions={[]}
      labelDisplayedRows={label}
      {...(narrow
        ? {}
        : {
            ActionsComponent: PageNumbers,
            labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
            getItemAriaLabel: (type: string) => translate(`ra.navigation.${type}`, { _: `Go to ${type} page` }),
          })}
    />
  );
};
