import { Box } from '@mui/material';
import { email, PasswordInput, required, TextInput } from 'react-admin';

const requiredField = [required()];
const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' };

/** Spec §5: first name, last name, e-mail; the password only when adding. */
export const UserInputs = ({ create = false }: { create?: boolean }) => (
  <Box sx={twoColumns}>
    <TextInput source="firstname" validate={requiredField} autoComplete="off" autoFocus />
    <TextInput source="lastname" validate={requiredField} autoComplete="off" />
    <TextInput source="email" type="email" validate={[required(), email()]} autoComplete="off" />
    {create ? <PasswordInput source="password" validate={requiredField} autoComplete="new-password" /> : null}
  </Box>
);

/** The fields PATCH /users accepts. */
export const userFields = ['firstname', 'lastname', 'email'];
