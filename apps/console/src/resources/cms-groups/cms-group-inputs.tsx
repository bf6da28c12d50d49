import { required, TextInput } from 'react-admin';
import { fieldsOf } from '../../data-provider/resource-config';
import { SectionPicker } from './section-picker';

/** Spec 2 §5: a group needs its name; its sections are ticked in the table. */
export const CmsGroupInputs = () => (
  <>
    <TextInput source="name" validate={required()} autoComplete="off" autoFocus fullWidth />
    <SectionPicker source="sections" />
  </>
);

/** The fields PATCH /cms/groups accepts. */
export const cmsGroupFields = fieldsOf<'UpdateCmsGroupDto'>()('name', 'sections');
