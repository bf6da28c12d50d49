import AddIcon from '@mui/icons-material/Add';
import { Datagrid, EmailField, TextField } from 'react-admin';
import { UnixDateField } from '../../components/dates';
import { ResourceList } from '../../components/resource-list';
import { LinkButton } from '../../components/link-button';

/** /admin/clients: every client, with the text filter (name, e-mail, company) and Add Client. */
export const ClientList = () => (
  <ResourceList
    resource="clients"
    create={<LinkButton to="/admin/add-client" label="actions.add_client" icon={<AddIcon />} variant="contained" />}
  >
    <Datagrid rowClick={(id) => `/admin/client-details/${id}`} bulkActionButtons={false}>
      <TextField source="id" />
      <TextField source="company" />
      <TextField source="firstname" />
      <TextField source="lastname" />
      <EmailField source="email" />
      <TextField source="phone" sortable={false} />
      <UnixDateField source="createdAt" />
    </Datagrid>
  </ResourceList>
);
