import AddIcon from '@mui/icons-material/Add';
import { Box } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { EmailField, FunctionField, ListContextProvider, TextField, useList } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { useEffect } from 'react';
import type { components } from '@atrium/api-client';
import { readCurrentProject, signedInUserId } from '../../auth/session-storage';
import { DetailsSection } from '../../components/details';
import { EmptyList } from '../../components/empty-list';
import { LinkButton } from '../../components/link-button';
import { ListSkeleton } from '../../components/list-skeleton';
import { useApiCall } from '../../components/use-api-call';
import { useNotifyError } from '../../components/use-notify-error';
import { ScoreBadge } from './lead-score';

type ScoredLead = components['schemas']['ScoredLeadDto'];
type SortedLeads = components['schemas']['SortedLeadsDto'];

/** Rows per table: the screen shows the top of each list (the server bounds it too). */
const ROWS = 100;

const LeadTable = ({ leads }: { leads: ScoredLead[] }) => {
  const context = useList({ data: leads, perPage: ROWS, resource: 'leads' });
  return (
    <ListContextProvider value={context}>
      <Datagrid
        bulkActionButtons={false}
        rowClick={(id) => `/modules/com/lead-details/${id}`}
        empty={<EmptyList />}
        sx={{ overflowX: 'auto' }}
        resource="leads"
      >
        <FunctionField source="lastname" render={(l: ScoredLead) => `${l.firstname} ${l.lastname}`} label="resources.leads.fields.name" />
        <EmailField source="email" onClick={(event) => event.stopPropagation()} />
        <TextField source="phone" />
        <FunctionField source="score" render={(l: ScoredLead) => <ScoreBadge value={l} />} />
        <FunctionField
          label={false}
          render={(l: ScoredLead) => <LinkButton to={`/modules/com/edit-lead/${l.id}`} label="actions.edit" icon={<EditIcon />} />}
        />
      </Datagrid>
    </ListContextProvider>
  );
};

/**
 * /modules/com/leads: My Leads, Ranked Leads (highest score first) and Unranked Leads, from one call; a row
 * opens the lead's details (where it is deleted).
 */
export const LeadList = () => {
  const project = readCurrentProject();
  const me = signedInUserId();
  const notifyError = useNotifyError();
  const { data, error, isPending } = useApiCall<SortedLeads>(`leads:${project}:${me}`, (provider) =>
    project
      ? provider.send<SortedLeads>('leads', {
          method: 'GET',
          query: { project, sorting: 'true', assigned: me ?? undefined, perPage: ROWS },
        })
      : null,
  );
  useEffect(() => {
    if (error) notifyError(error, 'list.api_error');
  }, [error, notifyError]);
  const tables: Array<[string, ScoredLead[] | undefined]> = [
    ['leads.mine', data?.assignedLeads],
    ['leads.ranked', data?.scoredLeads],
    ['leads.unranked', data?.unscoredLeads],
  ];
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <LinkButton to="/modules/com/add-lead" label="actions.add_lead" icon={<AddIcon />} variant="contained" />
      </Box>
      {tables.map(([title, leads]) => (
        <DetailsSection key={title} title={title}>
          {isPending && !leads ? <ListSkeleton /> : <LeadTable leads={leads ?? []} />}
        </DetailsSection>
      ))}
    </>
  );
};
