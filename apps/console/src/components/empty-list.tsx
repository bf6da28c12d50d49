import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * What every empty list shows (CONSOLE.md): the spec's sentence and the action that fills the list.
 * Use as `<List empty={<EmptyList action={<CreateButton />} />}>`.
 */
export const EmptyList = ({ action }: { action?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }} role="status">
      <InboxIcon color="disabled" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 2 }}>
        {translate('list.empty')}
      </Typography>
      {action}
    </Box>
  );
};

/**
 * The same sentence on one line, for a screen of several lists (the leads screen): an empty list must not
 * push the others below the fold.
 */
export const CompactEmptyList = ({ action }: { action?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, px: 2, flexWrap: 'wrap' }} role="status">
      <InboxIcon color="disabled" fontSize="small" aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {translate('list.empty')}
      </Typography>
      {action}
    </Box>
  );
};
