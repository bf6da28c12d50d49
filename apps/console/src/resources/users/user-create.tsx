import { Create, SimpleForm } from 'react-admin';
import { useParams } from 'react-router-dom';
import { BackButton } from '../../components/back-button';
import { SaveToolbar, useSaveOptions } from '../../components/form';
import { SeatLimitNotice } from '../subscriptions/seat-limit-notice';
import { UserInputs } from './user-inputs';

/** /client/add-user/:subscription: 'User added successfully!', then the subscription's users. */
export const UserCreate = () => {
  const { subscription } = useParams();
  const usersOf = `/client/manage-users/${subscription}`;
  const options = useSaveOptions('messages.user_added', () => usersOf);
  return (
    <>
      <BackButton to={usersOf} />
      <SeatLimitNotice seat="users" subscription={Number(subscription)} />
      <Create
        resource="users"
        title={false}
        mutationOptions={options}
        transform={(user: Record<string, unknown>) => ({ ...user, subscription: Number(subscription) })}
        sx={{ maxWidth: 720 }}
      >
        <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
          <UserInputs create />
        </SimpleForm>
      </Create>
    </>
  );
};
