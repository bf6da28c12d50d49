import { Box } from '@mui/material';
import { useMemo } from 'react';
import { ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { readCurrentProject } from '../../auth/session-storage';
import { bodyFieldsOf, rulesOf } from '../../data-provider/body-rules';
import { personName } from '../../components/person-name';

// The API's rules (customer.fields.ts): required, at most 200 characters, an e-mail address. Edits too
// keep the required fields filled.
const rules = rulesOf('CreateCustomerDto');
// The picker's empty choice is '': the API takes null for "assigned to nobody".
const noneIsNull = (value: unknown) => (value === '' ? null : value);
const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' };

/**
 * Spec 2 §5: first name, last name and e-mail required; phone, address, city and province optional; a
 * group of the project; the user whose My Customers shows the customer (GET /users?project=).
 */
export const CustomerInputs = () => {
  // One object for the whole form's life: a new filter on each render would make the picker reload for ever.
  const usersOfProject = useMemo(() => ({ project: readCurrentProject() }), []);
  return (
    <Box sx={twoColumns}>
      <TextInput source="firstname" validate={rules.firstname} autoComplete="off" autoFocus />
      <TextInput source="lastname" validate={rules.lastname} autoComplete="off" />
      <TextInput source="email" type="email" validate={rules.email} autoComplete="off" />
      <TextInput source="phone" validate={rules.phone} autoComplete="off" />
      <TextInput source="address" validate={rules.address} autoComplete="off" />
      <TextInput source="city" validate={rules.city} autoComplete="off" />
      <TextInput source="province" validate={rules.province} autoComplete="off" />
      <ReferenceInput source="customerGroup" reference="customer-groups" sort={{ field: 'groupName', order: 'ASC' }} perPage={100}>
        <SelectInput optionText="groupName" validate={rules.customerGroup} />
      </ReferenceInput>
      <ReferenceInput
        source="assignedTo"
        reference="users"
        filter={usersOfProject}
        sort={{ field: 'firstname', order: 'ASC' }}
        perPage={100}
      >
        <SelectInput optionText={personName} parse={noneIsNull} />
      </ReferenceInput>
    </Box>
  );
};

/** The fields PATCH /crm/customers accepts. */
export const customerFields = bodyFieldsOf('UpdateCustomerDto');
