import AddIcon from '@mui/icons-material/Add';
import { EmailField, TextField } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { UnixDateField } from '../../components/dates';
import { ResourceList } from '../../components/resource-list';
import { LinkButton } from '../../components/link-button';
import { NarrowList } from '../../components/narrow-list';
import { useIsNarrow } from '../../components/use-is-narrow';

const details = `/admin/client-details/`;

/** /admin/clients: every client, with the text filter (name, e-mail, company) and Add Client. */
export const ClientList = () => (
  <ResourceList
    resource="clients"
    create={<LinkButton to="/admin/add-client" label="actions.add_client" icon={<AddIcon />} variant="contained" />}
  >
    <ClientTable />
  </ResourceList>
);

/** The clients table, a compact list on narrow screens; a row opens the client. */
const ClientTable = () =>
  useIsNarrow() ? (
    <NarrowList
      rowClick={(id) => details + id}
      primaryText={(c) => c.company}
      secondaryText={(c) => `${c.firstname} ${c.lastname} · ${c.email}`}
    />
  ) : (
    <Datagrid rowClick={(id) => details + id} bulkActionButtons={false}>
      <TextField source="id" />
      <TextField source="company" />
      <TextField source="firstname" />
      <TextField source="lastname" />
      <EmailField source="email" />
      <TextField source="phone" />
      <UnixDateField source="createdAt" />
    </Datagrid>
  );
