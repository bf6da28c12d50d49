import { EditScreen } from '../../components/edit-screen';
import { customerFields, CustomerInputs } from './customer-inputs';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

/** /modules/crm/edit-customer/:id: 'Changes saved successfully!', then the customer's details. */
export const CustomerEdit = () => (
  <EditScreen
    resource="customers"
    fields={customerFields}
    saved="messages.changes_saved_successfully"
    savedTo={(customer) => routeTo(moduleRoutes.crm.customerDetails, { id: customer.id })}
    readFailure={{ to: moduleRoutes.crm.customers }}
  >
    <CustomerInputs />
  </EditScreen>
);
