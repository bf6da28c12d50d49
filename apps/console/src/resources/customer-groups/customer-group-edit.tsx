import { EditScreen } from '../../components/edit-screen';
import { customerGroupFields, CustomerGroupInputs } from './customer-group-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/crm/edit-group/:id: 'Group updated!', then the groups. */
export const CustomerGroupEdit = () => (
  <EditScreen
    resource="customer-groups"
    fields={customerGroupFields}
    saved="messages.group_updated"
    savedTo={() => moduleRoutes.crm.groups}
    readFailure={{ to: moduleRoutes.crm.groups }}
  >
    <CustomerGroupInputs />
  </EditScreen>
);
