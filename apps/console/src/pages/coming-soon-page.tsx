import ConstructionIcon from '@mui/icons-material/Construction';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useScreen } from '../routes/screen-frame';

/** Stands in for a screen of the route table that a later issue builds. */
export const ComingSoonPage = () => {
  const translate = useTranslate();
  const { label } = useScreen();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ConstructionIcon color="action" fontSize="large" aria-hidden />
          <div>
            <Typography component="h2" variant="h5">
              {label}
            </Typography>
            <Typography variant="subtitle1" color="text.secondary">
              {translate('coming_soon.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('coming_soon.body')}
            </Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
};
