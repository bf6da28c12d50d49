import { AddInDialogButton } from '../../components/add-in-dialog';
import { FolderInputs } from './folder-inputs';

/** Add Folder in a modal (spec 2 §2): 'The folder has been added successfully', it closes, and the list reloads. */
export const AddFolderButton = () => (
  <AddInDialogButton resource="asset-folders" label="asm.add_folder" message="messages.folder_added">
    <FolderInputs />
  </AddInDialogButton>
);
