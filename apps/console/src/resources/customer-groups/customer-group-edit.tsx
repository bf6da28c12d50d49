import { EditScreen } from '../../components/edit-screen';
import { customerGroupFields, CustomerGroupInputs } from './customer-group-inputs';

/** /modules/crm/edit-group/:id: 'Group updated!', then the groups. */
export const CustomerGroupEdit = () => (
  <EditScreen
    resource="customer-groups"
    fields={customerGroupFields}
    saved="messages.group_updated"
    savedTo={() => '/modules/crm/groups'}
    readFailure={{ to: '/modules/crm/groups' }}
  >
    <CustomerGroupInputs />
  </EditScreen>
);
