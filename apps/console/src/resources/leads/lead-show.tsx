import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import { Box, Card, CardContent, Link as MuiLink, Skeleton, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useGetList, useTranslate } from 'react-admin';
import { useRecordOf } from '../../data-provider/records';
import { Link, useParams } from 'react-router-dom';
import type { components } from '@atrium/api-client';
import { useRecordProject } from '../../auth/use-record-project';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { useReadFailure } from '../../components/form';
import { LinkButton } from '../../components/link-button';
import { useApiCall } from '../../components/use-api-call';
import { AssetTagsPanel } from '../asset-tags/asset-tags-panel';
import { EngagementsPanel } from '../engagements/engagements-panel';
import { ScheduledEventsPanel } from '../events/scheduled-events-panel';
import { NotesPanel } from '../notes/notes-panel';
import { SentMailPanel } from '../sent-mail/sent-mail-panel';
import { ConvertButton } from './convert-button';
import { EnrichedData } from './enriched-data';
import { LeadScoreLine } from './lead-score';
import { LeadSubmissions } from './lead-submissions';
import { personName } from '../../components/person-name';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

type Lead = components['schemas']['LeadDto'];
type Scoring = components['schemas']['ScoringDto'];

/**
 * The lead's scoring: GET /com/scoring?id answers an array of one (spec 2 §7). `settled` once the answer
 * for this very id is in (the previous lead's or score's answer does not count).
 */
function useScoring(id: number | null | undefined) {
  const { data, error } = useApiCall<{ id: number; scoring?: Scoring }>(`scoring:${id ?? ''}`, (provider) =>
    id ? provider.send<Scoring[]>('scorings', { method: 'GET', query: { id } }).then((found) => ({ id, scoring: found[0] })) : null,
  );
  return { scoring: data && data.id === id ? data.scoring : undefined, settled: !id || data?.id === id || !!error };
}

/** 'Converted to a customer', linking to the customer the lead became (GET /crm/customers?project&leadId). */
const ConvertedTo = ({ lead }: { lead: Lead }) => {
  const translate = useTranslate();
  const { data } = useGetList('customers', { filter: { leadId: lead.id }, pagination: { page: 1, perPage: 1 } });
  const customer = data?.[0];
  return (
    <Typography color="success.main">
      {customer ? (
        <MuiLink component={Link} to={routeTo(moduleRoutes.crm.customerDetails, { id: customer.id })} color="inherit">
          {translate('leads.converted_open')}
        </MuiLink>
      ) : (
        translate('leads.converted')
      )}
    </Typography>
  );
};

/**
 * /modules/com/lead-details/:id: the header (name, e-mail, phone, score) with Convert To Customer, Set
 * Score, Edit, Delete; Enriched Data, the lead's form submissions, the mail section, the panels of
 * modules that land later, and the lead's notes.
 */
export const LeadShow = () => {
  const translate = useTranslate();
  const id = Number(useParams().id);
  const onError = useReadFailure(moduleRoutes.com.leads);
  const { data: lead } = useRecordOf('leads', { id }, { onError });
  const { scoring, settled: scoringSettled } = useScoring(lead?.scoring);
  useRecordProject(lead?.project);
  if (!lead) return null;
  return (
    <RecordContextProvider value={lead}>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography component="h2" variant="h5">
            {personName(lead)}
          </Typography>
          <Typography color="text.secondary">{lead.email}</Typography>
          <Typography color="text.secondary">{lead.phone}</Typography>
          <Typography sx={{ mt: 1 }}>
            {/* A scored lead's line waits for its scoring: never 'Lead Score: None' first (issue 19). */}
            {!scoringSettled ? (
              <Skeleton variant="text" width={160} aria-label={translate('app.loading')} />
            ) : (
              <LeadScoreLine value={lead.scoring && scoring ? scoring : null} />
            )}
          </Typography>
          {lead.converted && <ConvertedTo lead={lead} />}
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
            <ConvertButton leadId={lead.id} disabled={lead.converted} />
            <LinkButton
              to={routeTo(moduleRoutes.com.setScore, { id: lead.id })}
              label="leads.set_score"
              icon={<StarIcon />}
              variant="outlined"
            />
            <LinkButton to={routeTo(moduleRoutes.com.editLead, { id: lead.id })} label="actions.edit" icon={<EditIcon />} />
            <ConfirmDeleteButton resource="leads" successMessage="messages.deleted_successfully" redirectTo={moduleRoutes.com.leads} />
          </Stack>
        </CardContent>
      </Card>
      <Box sx={{ mt: 3 }}>
        <EnrichedData email={lead.email} />
      </Box>
      <EngagementsPanel tagType="lead" typeId={lead.id} />
      <ScheduledEventsPanel tagType="lead" typeId={lead.id} />
      <SentMailPanel email={lead.email} sendTo={`/users/send-mail/${lead.id}/leads`} />
      <LeadSubmissions leadId={lead.id} />
      <AssetTagsPanel tagType="lead" typeId={lead.id} />
      <NotesPanel recipientType="lead" recipientId={lead.id} />
    </RecordContextProvider>
  );
};
