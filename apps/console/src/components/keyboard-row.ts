import type { Theme } from '@mui/material';
import type { KeyboardEvent } from 'react';

const openOnKey = (event: KeyboardEvent<HTMLElement>) => {
  // A key pressed in an input, link or button inside the row belongs to it, not to the row.
  if (event.target !== event.currentTarget || event.repeat || (event.key !== 'Enter' && event.key !== ' ')) return;
  event.preventDefault(); // Space would scroll the page
  // The row's own click handler runs, so a key opens exactly what a click opens.
  event.currentTarget.click();
};

/**
 * What makes a table row that opens something on click usable from the keyboard (react-admin's rows
 * answer only the mouse): a stop in the tab order, opened with Enter or Space. Given to the list screens'
 * rows (Datagrid) and the dashboards' (SummaryTable) only when they open something.
 */
export const openWithKeyboard = { tabIndex: 0, onKeyDown: openOnKey } as const;

/** The focused row's ring, drawn inside the row so that the table's scrolling box does not clip it. */
export const rowFocusRing = (theme: Theme) => ({
  '&:focus-visible': { outline: `2px solid ${(theme.vars || theme).palette.primary.main}`, outlineOffset: -2 },
});
