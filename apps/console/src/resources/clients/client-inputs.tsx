import { Box } from '@mui/material';
import { email, PasswordInput, required, TextInput } from 'react-admin';

const requiredField = [required()];
const requiredEmail = [required(), email()];
const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' };

/** Spec §3/§5: every field required; the password only when adding (a client changes it themselves). */
export const ClientInputs = ({ create = false }: { create?: boolean }) => (
  <Box sx={twoColumns}>
    <TextInput source="firstname" validate={requiredField} autoComplete="off" autoFocus />
    <TextInput source="lastname" validate={requiredField} autoComplete="off" />
    <TextInput source="company" validate={requiredField} autoComplete="off" />
    <TextInput source="phone" type="tel" validate={requiredField} autoComplete="off" />
    <TextInput source="email" type="email" validate={requiredEmail} autoComplete="off" />
    {create ? <PasswordInput source="password" validate={requiredField} autoComplete="new-password" /> : null}
  </Box>
);

/** The fields PATCH /clients accepts. */
export const clientFields = ['firstname', 'lastname', 'company', 'email', 'phone'];
