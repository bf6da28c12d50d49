import AddIcon from '@mui/icons-material/Add';
import { EmailField, TextField, WrapperField } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { useParams } from 'react-router-dom';
import { BulkConfirmDeleteButton } from '../../components/bulk-delete-button';
import { BackButton } from '../../components/back-button';
import { UnixDateField } from '../../components/dates';
import { ResourceList } from '../../components/resource-list';
import { EditDeleteActions } from '../../components/row-actions';
import { LinkButton } from '../../components/link-button';
import { hiddenWhenNarrow } from '../../components/use-is-narrow';

/** /client/manage-users/:subscription: the subscription's users, Add User, and Edit and Delete on each. */
export const UserList = () => {
  const { subscription } = useParams();
  const addUser = <LinkButton to={`/client/add-user/${subscription}`} label="actions.add_user" icon={<AddIcon />} variant="contained" />;
  return (
    <>
      <BackButton to={`/client/subscription-details/${subscription}`} />
      <ResourceList resource="users" filter={{ subscription: Number(subscription) }} storeKey={`users.of.${subscription}`} create={addUser}>
        <Datagrid
          bulkActionButtons={<BulkConfirmDeleteButton successMessage="messages.user_deleted" />}
          rowClick={false}
          sx={hiddenWhenNarrow('email', 'createdAt')}
        >
          <TextField source="firstname" />
          <TextField source="lastname" />
          <EmailField source="email" />
          <UnixDateField source="createdAt" />
          <WrapperField label={false} textAlign="right">
            <EditDeleteActions resource="users" editTo={(user) => `/client/edit-user/${user.id}`} deletedMessage="messages.user_deleted" />
          </WrapperField>
        </Datagrid>
      </ResourceList>
    </>
  );
};
