import { TextField } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { UnixDateField } from '../../components/dates';
import { ResourceList } from '../../components/resource-list';
import { EditDeleteActions } from '../../components/row-actions';
import { AddCategoryButton } from './add-category-dialog';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

/**
 * /modules/bms/categories: the project's video categories, Add Category (a modal), per row Edit and Delete
 * (a category that still has videos is refused by the server, whose reason the failure shows).
 */
export const VideoCategoryList = () => (
  <ResourceList resource="video-categories" create={<AddCategoryButton />}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="name" />
      <UnixDateField source="createdAt" />
      <EditDeleteActions
        editTo={(category) => routeTo(moduleRoutes.bms.editCategory, { id: category.id })}
        resource="video-categories"
        deletedMessage="messages.deleted_successfully"
      />
    </Datagrid>
  </ResourceList>
);
