import AddIcon from '@mui/icons-material/Add';
import { FunctionField, TextField } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { UnixDateField } from '../../components/dates';
import { LinkButton } from '../../components/link-button';
import { ResourceList } from '../../components/resource-list';
import { EditDeleteActions } from '../../components/row-actions';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

/** /modules/cms/groups: the project's section groups, Add Group, and per row Edit and Delete (after a confirmation). */
export const CmsGroupList = () => (
  <ResourceList
    resource="cms-groups"
    create={<LinkButton to={moduleRoutes.cms.addGroup} label="actions.add_group" icon={<AddIcon />} variant="contained" />}
  >
    <Datagrid bulkActionButtons={false}>
      <TextField source="name" />
      <FunctionField source="sections" render={(group: { sections: number[] }) => group.sections.length} />
      <UnixDateField source="createdAt" />
      <EditDeleteActions
        editTo={(group) => routeTo(moduleRoutes.cms.editGroup, { id: group.id })}
        resource="cms-groups"
        deletedMessage="messages.section_deleted"
        failureMessage="list.api_error"
      />
    </Datagrid>
  </ResourceList>
);
