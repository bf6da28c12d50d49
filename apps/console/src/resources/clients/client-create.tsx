import { Create, SimpleForm } from 'react-admin';
import { SaveToolbar, useSaveOptions } from '../../components/form';
import { ClientInputs } from './client-inputs';

/** /admin/add-client: 'Client added successfully!', then the new client's details. */
export const ClientCreate = () => {
  const options = useSaveOptions('messages.client_added', (client) => `/admin/client-details/${client.id}`);
  return (
    <Create resource="clients" title={false} mutationOptions={options} sx={{ maxWidth: 720 }}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <ClientInputs create />
      </SimpleForm>
    </Create>
  );
};
