import { required, TextInput } from 'react-admin';
import { fieldsOf } from '../../data-provider/resource-config';
import { CodeInput } from './code-input';

/** Spec 2 §5: a section needs its name and label; its code is HTML, written in the code editor. */
export const SectionInputs = () => (
  <>
    <TextInput source="name" validate={required()} autoComplete="off" autoFocus fullWidth helperText="cms.name_help" />
    <TextInput source="label" validate={required()} autoComplete="off" fullWidth />
    <CodeInput source="code" />
  </>
);

/** The fields PATCH /cms/sections accepts. */
export const sectionFields = fieldsOf<'UpdateSectionDto'>()('name', 'label', 'code');
