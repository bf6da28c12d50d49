import { EditScreen } from '../../components/edit-screen';
import { customerFields, CustomerInputs } from './customer-inputs';

/** /modules/crm/edit-customer/:id: 'Changes saved successfully!', then the customer's details. */
export const CustomerEdit = () => (
  <EditScreen
    resource="customers"
    fields={customerFields}
    saved="messages.changes_saved_successfully"
    savedTo={(customer) => `/modules/crm/customer-details/${customer.id}`}
    readFailure={{ to: '/modules/crm/customers' }}
  >
    <CustomerInputs />
  </EditScreen>
);
