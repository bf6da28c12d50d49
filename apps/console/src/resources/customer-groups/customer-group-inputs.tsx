import { TextInput } from 'react-admin';
import { bodyFieldsOf, rulesOf } from '../../data-provider/body-rules';

// Spec 2 §5: a group needs its name (the API's rules, customer-group.fields.ts).
const rules = rulesOf('CreateCustomerGroupDto');

export const CustomerGroupInputs = () => <TextInput source="groupName" validate={rules.groupName} autoComplete="off" autoFocus fullWidth />;

/** The fields PATCH /crm/groups accepts. */
export const customerGroupFields = bodyFieldsOf('UpdateCustomerGroupDto');
