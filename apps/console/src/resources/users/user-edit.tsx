import { Edit, SimpleForm } from 'react-admin';
import { useParams } from 'react-router-dom';
import { RecordBackActions } from '../../components/back-button';
import { pick, SaveToolbar, useReadFailure, useSaveOptions } from '../../components/form';
import { userFields, UserInputs } from './user-inputs';

/** /client/edit-user/:id: 'User updated successfully!', then the users of the user's subscription. */
export const UserEdit = () => {
  const { id } = useParams();
  const options = useSaveOptions('messages.user_updated', (user) => `/client/manage-users/${user.subscription}`);
  const onReadError = useReadFailure('/client/subscriptions');
  return (
    <Edit
      resource="users"
      id={Number(id)}
      title={false}
      actions={<RecordBackActions to={(record) => `/client/manage-users/${record.subscription}`} />}
      mutationMode="pessimistic"
      mutationOptions={options}
      queryOptions={{ onError: onReadError }}
      transform={pick(...userFields)}
      sx={{ maxWidth: 720 }}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <UserInputs />
      </SimpleForm>
    </Edit>
  );
};
