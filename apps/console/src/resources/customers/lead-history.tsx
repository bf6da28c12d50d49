import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRecordOf } from '../../data-provider/records';
import { Link } from 'react-router-dom';
import { DetailsSection } from '../../components/details';
import { personName } from '../../components/person-name';
import { AssetTagsPanel } from '../asset-tags/asset-tags-panel';
import { ScheduledEventsPanel } from '../events/scheduled-events-panel';
import { EngagementsPanel } from '../engagements/engagements-panel';
import { LeadSubmissions } from '../leads/lead-submissions';
import { NotesPanel } from '../notes/notes-panel';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

/** 'Converted from the lead {name}', linking back to the lead's details. */
export const FromLead = ({ leadId }: { leadId: number }) => {
  const translate = useTranslate();
  const { data: lead, isError } = useRecordOf('leads', { id: leadId }, { retry: false });
  if (isError) return null;
  return (
    <Typography sx={{ px: 2 }}>
      {translate('customers.from_lead')}{' '}
      <MuiLink component={Link} to={routeTo(moduleRoutes.com.leadDetails, { id: leadId })}>
        {lead ? personName(lead) : '…'}
      </MuiLink>
    </Typography>
  );
};

/**
 * What a converted customer carries over from the lead it was (linked through `leadId`): the lead's form
 * submissions, notes, files, inventory engagements and events, read-only here (they stay the lead's).
 */
export const LeadHistory = ({ leadId }: { leadId: number }) => (
  <DetailsSection title="customers.lead_history">
    <Box sx={{ pl: { sm: 2 }, borderLeft: { sm: 2 }, borderColor: { sm: 'divider' } }}>
      <LeadSubmissions leadId={leadId} title="customers.lead_submissions" />
      <NotesPanel recipientType="lead" recipientId={leadId} title="customers.lead_notes" readOnly />
      <EngagementsPanel tagType="lead" typeId={leadId} title="customers.lead_engagements" readOnly />
      <ScheduledEventsPanel tagType="lead" typeId={leadId} title="customers.lead_events" />
      <AssetTagsPanel tagType="lead" typeId={leadId} title="customers.lead_asset_tags" readOnly />
    </Box>
  </DetailsSection>
);
