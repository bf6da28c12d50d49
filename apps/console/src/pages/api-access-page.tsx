import { Card, CardContent, Link, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useScreen } from '../routes/screen-frame';

/** Where the API is and how to read about it. Users will also find their current project's token here. */
export const ApiAccessPage = () => {
  const translate = useTranslate();
  const { area } = useScreen();
  const baseUrl = `${window.location.origin}/api`;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body1">{translate('api_access.intro')}</Typography>
          <TextField label={translate('api_access.base_url')} value={baseUrl} slotProps={{ input: { readOnly: true } }} fullWidth />
          <Typography variant="body1">
            {translate('api_access.docs')}:{' '}
            <Link href="/api/docs" target="_blank" rel="noopener">
              {translate('api_access.docs_link')}
            </Link>
          </Typography>
          {area === 'users' ? (
            <Typography variant="body2" color="text.secondary">
              {translate('api_access.project_token_note')}
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
};
