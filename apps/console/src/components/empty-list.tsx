import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The one empty state of the console (CONSOLE.md, issue 19): the spec's sentence and the action that fills
 * what is empty, the same on a whole screen, in a details panel, a dashboard card or a phone's card list.
 * Compact, so that an empty section never pushes the sections with data below the fold.
 * Use as `<List empty={<EmptyList action={<CreateButton />} />}>`; `message` for another sentence.
 */
export const EmptyList = ({ action, message = 'list.empty' }: { action?: ReactNode; message?: string }) => {
  const translate = useTranslate();
  // One line (wrapping only on a narrow screen): a screen of several lists keeps them all in view.
  return (
    <Box
      className="empty-state"
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', columnGap: 1, py: 1, px: 2 }}
    >
      <InboxIcon color="disabled" aria-hidden />
      <Typography variant="body1" color="text.secondary">
        {translate(message, { _: message })}
      </Typography>
      {action}
    </Box>
  );
};
