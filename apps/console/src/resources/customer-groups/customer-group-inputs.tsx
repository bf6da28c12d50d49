import { required, TextInput } from 'react-admin';
import { fieldsOf } from '../../data-provider/resource-config';

/** Spec 2 §5: a group needs its name. */
export const CustomerGroupInputs = () => <TextInput source="groupName" validate={required()} autoComplete="off" autoFocus fullWidth />;

/** The fields PATCH /crm/groups accepts. */
export const customerGroupFields = fieldsOf<'UpdateCustomerGroupDto'>()('groupName');
