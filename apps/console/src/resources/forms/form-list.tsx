import AddIcon from '@mui/icons-material/Add';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Box } from '@mui/material';
import { TextField, useRecordContext } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { UnixDateField } from '../../components/dates';
import { LinkButton } from '../../components/link-button';
import { ResourceList } from '../../components/resource-list';
import { EditDeleteActions } from '../../components/row-actions';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

const SubmissionsLink = () => {
  const form = useRecordContext();
  return form ? (
    <LinkButton to={routeTo(moduleRoutes.com.formSubmissions, { id: form.id })} label="actions.submissions" icon={<ListAltIcon />} />
  ) : null;
};

/** /modules/com/forms: the project's forms, Add Form, and per row its submissions, Edit and Delete. */
export const FormList = () => (
  <ResourceList
    resource="forms"
    create={
      <>
        <LinkButton to={moduleRoutes.com.allSubmissions} label="actions.all_submissions" icon={<ListAltIcon />} />
        <LinkButton to={moduleRoutes.com.addForm} label="actions.add_form" icon={<AddIcon />} variant="contained" />
      </>
    }
  >
    <Datagrid bulkActionButtons={false} rowClick={(id) => routeTo(moduleRoutes.com.formSubmissions, { id })}>
      <TextField source="label" />
      <TextField source="notifySms" />
      <TextField source="notifyEmail" />
      <UnixDateField source="createdAt" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <SubmissionsLink />
        <EditDeleteActions
          editTo={(form) => routeTo(moduleRoutes.com.editForm, { id: form.id })}
          resource="forms"
          deletedMessage="messages.deleted_successfully"
        />
      </Box>
    </Datagrid>
  </ResourceList>
);
