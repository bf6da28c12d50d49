import { Box, Card, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What a list shows while its first page loads (CONSOLE.md: a skeleton, not a blank area): the shape of
 * the toolbar and of the rows to come, announced to screen readers as loading.
 */
export const ListSkeleton = ({ rows = 5 }: { rows?: number }) => {
  const translate = useTranslate();
  return (
    <Box role="progressbar" aria-label={translate('app.loading')} aria-busy sx={{ mt: 1 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Skeleton variant="rounded" width={220} height={40} />
        <Skeleton variant="rounded" width={110} height={32} />
      </Stack>
      <Card sx={{ px: 2, py: 1 }}>
        <Skeleton variant="text" height={32} sx={{ mb: 1 }} />
        {Array.from({ length: rows }, (_, i) => (
          <Stack key={i} direction="row" spacing={2} sx={{ py: 0.75 }}>
            <Skeleton variant="text" width="10%" />
            <Skeleton variant="text" width="35%" />
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="text" width="15%" />
          </Stack>
        ))}
      </Card>
    </Box>
  );
};
