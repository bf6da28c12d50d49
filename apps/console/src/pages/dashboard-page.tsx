import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Schemas } from '@atrium/api-client';
import { useCurrentProject } from '../auth/use-current-project';
import { useApiCall } from '../components/use-api-call';
import { useNotifyError } from '../components/use-notify-error';
import { StatsCard } from '../resources/stats/stats-card';
import { defaultRange, StatsRangePicker, type StatsRange } from '../resources/stats/stats-range';

/** The six charts, in the order of spec 1 §2. */
const DATASETS = ['newleads', 'engagements', 'submissions', 'customers', 'likes', 'views'] as const;

/**
 * The user dashboard (/users, spec 1 §2): the current project's six daily series over a date range, from one
 * GET /stats/users. The project is switched with the selector of the app bar (which also applies the
 * current-project rule of §4); the charts follow the switch.
 */
export const DashboardPage = () => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const project = useCurrentProject();
  const [range, setRange] = useState<StatsRange>(() => defaultRange());
  const stats = useApiCall<Schemas['UserStatsDto']>(`stats:${project}:${range.from}:${range.to}`, (provider) =>
    project === null ? null : provider.send('user-stats', { method: 'GET', query: { project, from: range.from, to: range.to } }),
  );
  useEffect(() => {
    if (stats.error) notifyError(stats.error);
  }, [stats.error, notifyError]);
  // A switch must never show the previous project's figures under the new project's name.
  const current = stats.data?.project === project ? stats.data : undefined;

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Card>
        <CardContent>
          <StatsRangePicker value={range} onChange={setRange} />
          {current ? (
            <Typography variant="body2" color="text.secondary">
              {translate('dashboard.users.time_zone', { zone: current.timeZone })}
            </Typography>
          ) : null}
        </CardContent>
      </Card>
      {project === null ? (
        <Typography variant="body1">{translate('dashboard.users.no_project')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {DATASETS.map((dataset) => (
            <StatsCard
              key={dataset}
              dataset={dataset}
              series={current?.series.find((s) => s.dataset === dataset)}
              isPending={stats.isPending}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
};
