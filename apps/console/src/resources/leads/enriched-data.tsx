import { Avatar, Box, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { components } from '@atrium/api-client';
import { readCurrentProject } from '../../auth/session-storage';
import { useServerHealth } from '../../components/server-health';
import { useApiCall } from '../../components/use-api-call';

type EnrichmentData = components['schemas']['EnrichmentDataDto'];

const FIELDS = ['fullName', 'gender', 'ageRange', 'organization', 'title', 'location', 'bio'] as const;
const LINKS = ['facebook', 'twitter', 'linkedin'] as const;

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack direction="row" spacing={2} sx={{ py: 0.5 }}>
    <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
      {label}
    </Typography>
    <Box sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>{children}</Box>
  </Stack>
);

/**
 * The Enriched Data panel of a lead's details (spec 2 §2): what the provider knows about the e-mail, the
 * avatar at 200 × 200, 'No data' for each field it does not know. A failed lookup says so in the panel
 * (enrichment failures are silent in the spec: no notification). On a server without a provider (GET
 * /health's `enrichment`), one line says so and nothing is looked up (issue 19: not twelve 'No data').
 */
export const EnrichedData = ({ email }: { email: string | undefined }) => {
  const translate = useTranslate();
  const noData = translate('enrichment.no_data');
  const project = readCurrentProject();
  const health = useServerHealth();
  const notSetUp = health?.enrichment === false;
  // Asked once the server's features are known: never a lookup a server without a provider answers empty.
  const ask = email && health !== undefined && !notSetUp ? email : '';
  const { data, error, isPending } = useApiCall<EnrichmentData>(`enrich:${ask}`, (provider) =>
    ask ? provider.send('com-enrichment', { method: 'GET', query: { email: ask, ...(project ? { project } : {}) } }) : null,
  );
  const value = (text: string | null | undefined) => text || noData;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('enrichment.heading')}
        </Typography>
        {notSetUp ? (
          <Typography variant="body2" color="text.secondary" className="enrichment-not-set-up">
            {translate('enrichment.not_set_up')}
          </Typography>
        ) : isPending || health === undefined || (ask && !data && !error) ? (
          <CircularProgress size={24} aria-label={translate('enrichment.loading')} />
        ) : error || !data ? (
          <Typography variant="body2" color="text.secondary">
            {error ? translate('enrichment.unavailable') : noData}
          </Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            <Avatar
              src={data.avatar ?? undefined}
              alt={translate('enrichment.avatar_alt', { name: data.fullName || email })}
              variant="rounded"
              sx={{ width: 200, height: 200 }}
            >
              {data.avatar ? null : noData}
            </Avatar>
            <Box sx={{ flex: 1 }}>
              {FIELDS.map((field) => (
                <Row key={field} label={translate(`enrichment.${field}`)}>
                  {value(data[field])}
                </Row>
              ))}
              {LINKS.map((field) => (
                <Row key={field} label={translate(`enrichment.${field}`)}>
                  {data[field] ? (
                    <Link href={data[field]} target="_blank" rel="noopener noreferrer">
                      {data[field]}
                    </Link>
                  ) : (
                    noData
                  )}
                </Row>
              ))}
              <Row label={translate('enrichment.education')}>
                {data.details.education.length
                  ? data.details.education.map((e, i) => (
                      <div key={i}>{[value(e.degree), value(e.name), e.end.year ?? noData].join(' · ')}</div>
                    ))
                  : noData}
              </Row>
              <Row label={translate('enrichment.employment')}>
                {data.details.employment.length
                  ? data.details.employment.map((e, i) => <div key={i}>{[value(e.title), value(e.name)].join(' · ')}</div>)
                  : noData}
              </Row>
            </Box>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
