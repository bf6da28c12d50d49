import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { EmailField, FunctionField, TextField, type SortPayload } from 'react-admin';
import type { components } from '@atrium/api-client';
import { signedInUserId } from '../../auth/session-storage';
import { Datagrid } from '../../components/datagrid';
import { DetailsSection } from '../../components/details';
import { EmptyList } from '../../components/empty-list';
import { LinkButton } from '../../components/link-button';
import { personName } from '../../components/person-name';
import { ResourceList } from '../../components/resource-list';
import { ImportButton } from '../imports/import-button';
import { ScoreBadge } from './lead-score';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

type ScoredLead = components['schemas']['ScoredLeadDto'];

const LeadTable = () => (
  <Datagrid bulkActionButtons={false} rowClick={(id) => routeTo(moduleRoutes.com.leadDetails, { id })}>
    <FunctionField source="lastname" render={(l: ScoredLead) => personName(l)} label="resources.leads.fields.name" />
    <EmailField source="email" onClick={(event) => event.stopPropagation()} />
    <TextField source="phone" />
    <FunctionField source="score" render={(l: ScoredLead) => <ScoreBadge value={l} />} />
    <FunctionField
      label={false}
      render={(l: ScoredLead) => (
        <LinkButton to={routeTo(moduleRoutes.com.editLead, { id: l.id })} label="actions.edit" icon={<EditIcon />} />
      )}
    />
  </Datagrid>
);

const NEWEST: SortPayload = { field: 'id', order: 'DESC' };
const HIGHEST: SortPayload = { field: 'score', order: 'DESC' };
const empty = <EmptyList />;

/** One of the screen's lists: its own search, pages with the total and sort, kept per list (not in the URL). */
const LeadSection = ({
  title,
  list,
  filter,
  sort,
}: {
  title: string;
  list: string;
  filter: Record<string, unknown>;
  sort: SortPayload;
}) => (
  <DetailsSection title={title}>
    <ResourceList resource="leads" filter={filter} sort={sort} storeKey={`leads-${list}`} inUrl={false} empty={empty}>
      <LeadTable />
    </ResourceList>
  </DetailsSection>
);

/**
 * /modules/com/leads: My Leads, Ranked Leads (highest score first) and Unranked Leads (spec 2 §2), each a
 * list of its own on the server (GET /com/leads?project with `assigned` or `ranked`); a row opens the lead's
 * details (where it is deleted).
 */
export const LeadList = () => (
  <>
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
      <ImportButton resource="leads" />
      <LinkButton to={moduleRoutes.com.addLead} label="actions.add_lead" icon={<AddIcon />} variant="contained" />
    </Box>
    <LeadSection title="leads.mine" list="mine" filter={{ assigned: signedInUserId() }} sort={NEWEST} />
    <LeadSection title="leads.ranked" list="ranked" filter={{ ranked: 'true' }} sort={HIGHEST} />
    <LeadSection title="leads.unranked" list="unranked" filter={{ ranked: 'false' }} sort={NEWEST} />
  </>
);
