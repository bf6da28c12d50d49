import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { menus } from '../layout/menus';
import { useScreen } from '../routes/screen-frame';

/**
 * The dashboards of the three types. The statistics (admin: unpaid invoices and transactions; users: six
 * charts) come with their endpoints; meanwhile the menu's screens are one click away.
 */
export const DashboardPage = () => {
  const translate = useTranslate();
  const { area, path } = useScreen();
  const shortcuts = menus[area].flatMap((group) => group.entries).filter((entry) => entry.to !== path);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="body1" sx={{ mb: 2 }}>
          {translate('dashboard.intro')}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }}>
          {shortcuts.map((entry) => (
            <Button key={entry.to} component={Link} to={entry.to} variant="outlined" startIcon={entry.icon}>
              {translate(entry.label)}
            </Button>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('dashboard.stats_soon')}
        </Typography>
      </CardContent>
    </Card>
  );
};
