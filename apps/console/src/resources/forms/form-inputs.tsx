import { required, TextInput } from 'react-admin';
import { fieldsOf } from '../../data-provider/resource-config';

/** Spec 2 §5: a form needs its name, the phone numbers and the e-mail addresses told of each submission. */
export const FormInputs = () => (
  <>
    <TextInput source="label" validate={required()} autoComplete="off" autoFocus fullWidth />
    <TextInput source="notifySms" validate={required()} autoComplete="off" helperText="forms.recipients_help" fullWidth />
    <TextInput source="notifyEmail" validate={required()} autoComplete="off" helperText="forms.recipients_help" fullWidth />
  </>
);

/** The fields PATCH /com/forms accepts. */
export const formFields = fieldsOf<'UpdateFormDto'>()('label', 'notifySms', 'notifyEmail');
