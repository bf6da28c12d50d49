import { useMediaQuery, type Theme } from '@mui/material';

/**
 * Below MUI's `md` breakpoint (900 px: phones, and tablets with the side menu open), tables turn into
 * compact lists: a table that scrolls sideways hides the columns people came for. Read at once (noSsr),
 * so a phone never flashes the table first.
 */
export function useIsNarrow(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
}

/**
 * For tables with row actions, which a compact list cannot carry: their secondary columns (by source) are
 * left out below `md`, e.g. `<Datagrid sx={hiddenWhenNarrow('email', 'createdAt')}>`.
 */
export function hiddenWhenNarrow(...sources: string[]) {
  return { [sources.map((s) => `& .column-${s}`).join(', ')]: { display: { xs: 'none', md: 'table-cell' } } };
}
