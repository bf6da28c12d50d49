import { EditScreen } from '../../components/edit-screen';
import { folderFields, FolderInputs } from './folder-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/asm/edit-folder/:id: 'The folder has been added successfully' (the spec's words for edits too), then the folders. */
export const FolderEdit = () => (
  <EditScreen
    resource="asset-folders"
    fields={folderFields}
    saved="messages.folder_added"
    savedTo={() => moduleRoutes.asm.folders}
    readFailure={{ to: moduleRoutes.asm.folders }}
  >
    <FolderInputs />
  </EditScreen>
);
