import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { currentLocale, INTL_LOCALE } from '../../i18n/locale';

// The API's days are the project's local dates ('YYYY-MM-DD'): shown as they are, never shifted by the browser.
const shortDay = (day: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE[currentLocale()], { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * One series as daily bars, with axis labels and a tooltip per bar. Loaded with the dashboard only (lazy), so
 * that no other screen downloads the charts library.
 */
export const StatsChart = ({ label, points }: { label: string; points: Array<{ day: string; count: number }> }) => {
  const translate = useTranslate();
  return (
    <BarChart
      height={220}
      hideLegend
      xAxis={[
        {
          scaleType: 'band',
          data: points.map((p) => p.day),
          valueFormatter: (day: string) => shortDay(day),
          label: translate('dashboard.users.day_axis'),
        },
      ]}
      yAxis={[{ label: translate('dashboard.users.count_axis'), tickMinStep: 1, width: 48 }]}
      series={[{ data: points.map((p) => p.count), label }]}
      margin={{ left: 8, right: 8 }}
    />
  );
};
