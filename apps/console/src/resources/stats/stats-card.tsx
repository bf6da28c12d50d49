import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { Schemas } from '@atrium/api-client';
import { formatNumber } from '../../components/format';

const StatsChart = lazy(() => import('./stats-chart').then((m) => ({ default: m.StatsChart })));

type Series = Schemas['StatsSeriesDto'];

const ChartSkeleton = () => <Skeleton variant="rounded" height={220} />;

/** One of the six charts: its title, the range's total, and the days; a skeleton while loading; a note when empty. */
export const StatsCard = ({ dataset, series, isPending }: { dataset: string; series: Series | undefined; isPending: boolean }) => {
  const translate = useTranslate();
  const title = translate(`dashboard.users.series.${dataset}`, { _: series?.label ?? dataset });
  const headingId = `stats-${dataset}`;
  return (
    <Card component="section" aria-labelledby={headingId} aria-busy={isPending} data-dataset={dataset}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography id={headingId} component="h2" variant="h6">
            {title}
          </Typography>
          <Typography variant="h5" component="p" aria-label={translate('dashboard.users.total_of', { title })}>
            {series ? formatNumber(series.total) : '–'}
          </Typography>
        </Box>
        {!series ? (
          <ChartSkeleton />
        ) : series.total === 0 ? (
          <Box sx={{ height: 220, display: 'grid', placeItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {translate('dashboard.users.no_data')}
            </Typography>
          </Box>
        ) : (
          <Suspense fallback={<ChartSkeleton />}>
            <StatsChart label={title} points={series.points} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
};
