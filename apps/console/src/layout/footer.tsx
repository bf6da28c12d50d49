import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const Footer = () => {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ py: 2, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.footer')}
      </Typography>
    </Box>
  );
};
