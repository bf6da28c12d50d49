import { required, TextInput } from 'react-admin';
import { fieldsOf } from '../../data-provider/resource-config';

/** Spec 2 §5: a folder needs its name. */
export const FolderInputs = () => <TextInput source="folder" validate={required()} autoComplete="off" autoFocus fullWidth />;

/** The fields PATCH /asm/folders accepts. */
export const folderFields = fieldsOf<'UpdateFolderDto'>()('folder');
