import AddIcon from '@mui/icons-material/Add';
import { TextField } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { UnixDateField } from '../../components/dates';
import { LinkButton } from '../../components/link-button';
import { ResourceList } from '../../components/resource-list';
import { EditDeleteActions } from '../../components/row-actions';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

/** /modules/cms/sections: the project's sections, Add Section, and per row Edit and Delete (after a confirmation). */
export const SectionList = () => (
  <ResourceList
    resource="cms-sections"
    create={<LinkButton to={moduleRoutes.cms.addSection} label="actions.add_section" icon={<AddIcon />} variant="contained" />}
  >
    <Datagrid bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="label" />
      <UnixDateField source="createdAt" />
      <EditDeleteActions
        editTo={(section) => routeTo(moduleRoutes.cms.editSection, { id: section.id })}
        resource="cms-sections"
        deletedMessage="messages.section_deleted"
        failureMessage="list.api_error"
      />
    </Datagrid>
  </ResourceList>
);
