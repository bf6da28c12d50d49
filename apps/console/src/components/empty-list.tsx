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
