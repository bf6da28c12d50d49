import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '../../components/format';
import { useApiCall } from '../../components/use-api-call';
import { useDebounced } from '../../components/use-debounced';
import { errorText } from '../../i18n/locale';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10_000;

const Row = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
    <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 600 : undefined }}>
      {label}
    </Typography>
    <Typography
      variant={strong ? 'subtitle1' : 'body2'}
      sx={{ fontWeight: strong ? 600 : undefined }}
      aria-live="polite"
      data-testid={strong ? 'total-per-month' : undefined}
    >
      {value}
    </Typography>
  </Stack>
);

/**
 * The add-subscription form's cost summary (spec §9): billing is monthly and the total per month is the
 * server's quote (GET /subscriptions/quote), asked again as the numbers change, once typing pauses.
 */
export const CostSummary = () => {
  const translate = useTranslate();
  const [maxProjects, maxUsers] = useWatch({ name: ['maxProjects', 'maxUsers'] }) as unknown[];
  const asked = useDebounced({ maxProjects, maxUsers }, 350);
  const complete = isCount(asked.maxProjects) && isCount(asked.maxUsers);
  const quote = useApiCall<number>(`${asked.maxProjects}:${asked.maxUsers}`, (provider) =>
    complete
      ? provider.send<number>('subscriptions', {
          method: 'GET',
          path: 'quote',
          query: { maxProjects: asked.maxProjects as number, maxUsers: asked.maxUsers as number },
        })
      : null,
  );
  const settling = quote.isPending || asked.maxProjects !== maxProjects || asked.maxUsers !== maxUsers;
  let total = translate('subscription.quote_needs_numbers');
  if (complete && quote.data !== undefined && !quote.error) total = formatMoney(quote.data);
  else if (complete && settling) total = translate('subscription.quote_pending');
  else if (quote.error) total = errorText(quote.error);

  return (
    <Card variant="outlined" component="aside" aria-label={translate('subscription.cost_summary')}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('subscription.cost_summary')}
        </Typography>
        <Stack spacing={1} sx={{ opacity: settling ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Row label={translate('resources.subscriptions.fields.maxProjects')} value={isCount(maxProjects) ? String(maxProjects) : '—'} />
          <Row label={translate('resources.subscriptions.fields.maxUsers')} value={isCount(maxUsers) ? String(maxUsers) : '—'} />
          <Row label={translate('resources.subscriptions.fields.billingCycle')} value={translate('subscription.monthly')} />
          <Divider />
          <Row label={translate('subscription.total_per_month')} value={total} strong />
        </Stack>
      </CardContent>
    </Card>
  );
};
