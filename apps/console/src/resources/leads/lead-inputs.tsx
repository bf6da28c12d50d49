import { Box } from '@mui/material';
import { email, ReferenceInput, required, SelectInput, TextInput } from 'react-admin';
import { readCurrentProject } from '../../auth/session-storage';
import { fieldsOf } from '../../data-provider/resource-config';
import { personName } from '../../components/person-name';

const requiredField = [required()];
const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' };

/** Spec 2 §5: first name, last name, phone and e-mail required; the user whose My Leads shows the lead. */
export const LeadInputs = () => (
  <Box sx={twoColumns}>
    <TextInput source="firstname" validate={requiredField} autoComplete="off" autoFocus />
    <TextInput source="lastname" validate={requiredField} autoComplete="off" />
    <TextInput source="phone" validate={requiredField} autoComplete="off" />
    <TextInput source="email" type="email" validate={[required(), email()]} autoComplete="off" />
    <ReferenceInput
      source="assignedTo"
      reference="users"
      filter={{ project: readCurrentProject() }}
      sort={{ field: 'firstname', order: 'ASC' }}
      perPage={100}
    >
      <SelectInput
        optionText={personName}
        // No assignee travels as null (the API refuses an empty string where it expects a user id).
        parse={(value: unknown) => (value === '' ? null : value)}
      />
    </ReferenceInput>
  </Box>
);

/** The fields PATCH /com/leads accepts from the edit form. */
export const leadFields = fieldsOf<'UpdateLeadDto'>()('firstname', 'lastname', 'phone', 'email', 'assignedTo');
