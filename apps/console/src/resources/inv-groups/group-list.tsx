import AddIcon from '@mui/icons-material/Add';
import { ReferenceField, TextField } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { UnixDateField } from '../../components/dates';
import { LinkButton } from '../../components/link-button';
import { ResourceList } from '../../components/resource-list';
import { EditDeleteActions } from '../../components/row-actions';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

/** /modules/inv/groups: the project's item groups with their template, Add Group, Edit and Delete (with its items). */
export const InventoryGroupList = () => (
  <ResourceList
    resource="inv-groups"
    create={<LinkButton to={moduleRoutes.inv.addGroup} label="actions.add_group" icon={<AddIcon />} variant="contained" />}
  >
    <Datagrid bulkActionButtons={false}>
      <TextField source="name" />
      <ReferenceField source="template" reference="inv-templates" link={false}>
        <TextField source="name" />
      </ReferenceField>
      <UnixDateField source="createdAt" />
      <EditDeleteActions
        editTo={(g) => routeTo(moduleRoutes.inv.editGroup, { id: g.id })}
        resource="inv-groups"
        deletedMessage="messages.deleted_successfully"
      />
    </Datagrid>
  </ResourceList>
);
