import type { RaRecord } from 'react-admin';
import { RecordBackActions } from '../../components/back-button';
import { EditScreen } from '../../components/edit-screen';
import { userFields, UserInputs } from './user-inputs';

const usersOf = (user: RaRecord) => `/client/manage-users/${user.subscription}`;

/** /client/edit-user/:id: 'User updated successfully!', then the users of the user's subscription. */
export const UserEdit = () => (
  <EditScreen
    resource="users"
    fields={userFields}
    saved="messages.user_updated"
    savedTo={usersOf}
    readFailure={{ to: '/client/subscriptions' }}
    actions={<RecordBackActions to={usersOf} />}
  >
    <UserInputs />
  </EditScreen>
);
