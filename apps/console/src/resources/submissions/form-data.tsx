import { Box, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';

/** A submission's submitted fields, one `key: value` line each. */
export const FormData = ({ record }: { record: RaRecord }) => (
  <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
    {Object.entries((record.formData ?? {}) as Record<string, string>).map(([key, value]) => (
      <Box key={key} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
          {key}:
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {String(value)}
        </Typography>
      </Box>
    ))}
  </Box>
);
