import { required, TextInput } from 'react-admin';
import { fieldsOf } from '../../data-provider/resource-config';

/** Spec 2 §5: a category needs its name. */
export const VideoCategoryInputs = () => <TextInput source="name" validate={required()} autoComplete="off" autoFocus fullWidth />;

/** The fields PATCH /bms/categories accepts. */
export const videoCategoryFields = fieldsOf<'UpdateVideoCategoryDto'>()('name');
