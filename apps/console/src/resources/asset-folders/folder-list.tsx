import { TextField } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { UnixDateField } from '../../components/dates';
import { ResourceList } from '../../components/resource-list';
import { EditDeleteActions } from '../../components/row-actions';
import { AddFolderButton } from './add-folder-dialog';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

/** /modules/asm/folders: the project's folders, Add Folder (a modal), and per row Edit and Delete. */
export const FolderList = () => (
  <ResourceList resource="asset-folders" create={<AddFolderButton />}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="folder" />
      <UnixDateField source="createdAt" />
      <EditDeleteActions
        editTo={(folder) => routeTo(moduleRoutes.asm.editFolder, { id: folder.id })}
        resource="asset-folders"
        deletedMessage="messages.folder_deleted"
      />
    </Datagrid>
  </ResourceList>
);
