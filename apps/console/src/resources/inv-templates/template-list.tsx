import AddIcon from '@mui/icons-material/Add';
import { FunctionField, TextField } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { UnixDateField } from '../../components/dates';
import { LinkButton } from '../../components/link-button';
import { ResourceList } from '../../components/resource-list';
import { EditDeleteActions } from '../../components/row-actions';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

/** /modules/inv/templates: the project's templates with their fields, Add Template, Edit and Delete. */
export const TemplateList = () => (
  <ResourceList
    resource="inv-templates"
    create={<LinkButton to={moduleRoutes.inv.addTemplate} label="actions.add_template" icon={<AddIcon />} variant="contained" />}
  >
    <Datagrid bulkActionButtons={false}>
      <TextField source="name" />
      <FunctionField source="fields" render={(t: { fields: string[] }) => t.fields.join(', ')} />
      <UnixDateField source="createdAt" />
      <EditDeleteActions
        editTo={(t) => routeTo(moduleRoutes.inv.editTemplate, { id: t.id })}
        resource="inv-templates"
        deletedMessage="messages.deleted_successfully"
      />
    </Datagrid>
  </ResourceList>
);
