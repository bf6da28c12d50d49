import AddIcon from '@mui/icons-material/Add';
import { TextField } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { UnixDateField } from '../../components/dates';
import { LinkButton } from '../../components/link-button';
import { ResourceList } from '../../components/resource-list';
import { EditDeleteActions } from '../../components/row-actions';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

/** /modules/crm/groups: the project's customer groups, Add Group, and per row Edit and Delete. */
export const CustomerGroupList = () => (
  <ResourceList
    resource="customer-groups"
    create={<LinkButton to={moduleRoutes.crm.addGroup} label="actions.add_group" icon={<AddIcon />} variant="contained" />}
  >
    <Datagrid bulkActionButtons={false}>
      <TextField source="groupName" />
      <UnixDateField source="createdAt" />
      <EditDeleteActions
        editTo={(group) => routeTo(moduleRoutes.crm.editGroup, { id: group.id })}
        resource="customer-groups"
        deletedMessage="messages.deleted_successfully"
      />
    </Datagrid>
  </ResourceList>
);
