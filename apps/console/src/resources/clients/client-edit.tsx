import { EditScreen } from '../../components/edit-screen';
import { clientFields, ClientInputs } from './client-inputs';

/** /admin/edit-client/:id: 'Changes saved!', then back to the client's details. */
export const ClientEdit = () => (
  <EditScreen
    resource="clients"
    fields={clientFields}
    saved="messages.changes_saved"
    savedTo={(client) => `/admin/client-details/${client.id}`}
    readFailure={{ to: '/admin/clients' }}
  >
    <ClientInputs />
  </EditScreen>
);
