import AddIcon from '@mui/icons-material/Add';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { signedInUserId } from '../../auth/session-storage';
import { listFilters } from '../../components/list-toolbar';
import { ResourceList } from '../../components/resource-list';
import { useScreen } from '../../routes/screen-frame';
import { clientLabel, SubscriptionTable } from './subscription-table';
import { LinkButton } from '../../components/link-button';

const clientOption = (client: { company?: string; firstname?: string; lastname?: string }) =>
  clientLabel({ id: 0, company: client.company, clientName: `${client.firstname ?? ''} ${client.lastname ?? ''}`.trim() });

// Admins narrow the list to one client (GET /subscriptions/client?id=), besides the text filter.
const adminFilters = listFilters(
  <ReferenceInput key="client" source="client" reference="clients" sort={{ field: 'company', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="filters.client" optionText={clientOption} sx={{ minWidth: 260 }} />
  </ReferenceInput>,
);

/**
 * /admin/subscriptions: subscriptions listed per client (sorted by company, the client column first) with
 * Add Subscription. /client/subscriptions: the client's own.
 */
export const SubscriptionList = () => {
  const { area } = useScreen();
  if (area === 'client') {
    return (
      <ResourceList resource="subscriptions" filter={{ client: signedInUserId() }}>
        <SubscriptionTable withClient={false} />
      </ResourceList>
    );
  }
  return (
    <ResourceList
      resource="subscriptions"
      filters={adminFilters}
      sort={{ field: 'client', order: 'ASC' }}
      create={<LinkButton to="/admin/add-subscription" label="actions.add_subscription" icon={<AddIcon />} variant="contained" />}
    >
      <SubscriptionTable />
    </ResourceList>
  );
};
