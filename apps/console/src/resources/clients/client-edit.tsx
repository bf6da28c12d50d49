import { Edit, SimpleForm } from 'react-admin';
import { useParams } from 'react-router-dom';
import { pick, SaveToolbar, useReadFailure, useSaveOptions } from '../../components/form';
import { clientFields, ClientInputs } from './client-inputs';

/** /admin/edit-client/:id: 'Changes saved!', then back to the client's details. */
export const ClientEdit = () => {
  const { id } = useParams();
  const options = useSaveOptions('messages.changes_saved', () => `/admin/client-details/${id}`);
  const onReadError = useReadFailure('/admin/clients');
  return (
    <Edit
      resource="clients"
      id={Number(id)}
      title={false}
      actions={false}
      mutationMode="pessimistic"
      mutationOptions={options}
      queryOptions={{ onError: onReadError }}
      transform={pick(...clientFields)}
      sx={{ maxWidth: 720 }}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <ClientInputs />
      </SimpleForm>
    </Edit>
  );
};
