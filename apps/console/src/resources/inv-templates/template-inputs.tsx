import { required, TextInput } from 'react-admin';
import { fieldsOf } from '../../data-provider/resource-config';

// The read shape has the fields as a list; the form edits them as the comma-separated string of spec 2 §5.
const asText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : ((value as string | undefined) ?? ''));

/**
 * Spec 2 §5: a template needs a name and its fields, a comma-separated list containing item and cost. The
 * server parses the list and answers the spec's messages beside the field.
 */
export const TemplateInputs = () => (
  <>
    <TextInput source="name" validate={required()} autoComplete="off" autoFocus fullWidth />
    <TextInput source="fields" format={asText} validate={required()} helperText="inv.fields_help" autoComplete="off" fullWidth />
  </>
);

/** The fields PATCH /inv/templates accepts. */
export const templateFields = fieldsOf<'UpdateTemplateDto'>()('name', 'fields');
