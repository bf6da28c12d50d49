import AddIcon from '@mui/icons-material/Add';
import { TextField, UrlField, WrapperField } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { useParams } from 'react-router-dom';
import { BulkConfirmDeleteButton } from '../../components/bulk-delete-button';
import { BackButton } from '../../components/back-button';
import { UnixDateField } from '../../components/dates';
import { ResourceList } from '../../components/resource-list';
import { EditDeleteActions } from '../../components/row-actions';
import { LinkButton } from '../../components/link-button';
import { hiddenWhenNarrow } from '../../components/use-is-narrow';

/** /client/manage-projects/:subscription: the subscription's projects, Add Project, and Edit and Delete on each. */
export const ProjectList = () => {
  const { subscription } = useParams();
  const addProject = (
    <LinkButton to={`/client/add-project/${subscription}`} label="actions.add_project" icon={<AddIcon />} variant="contained" />
  );
  return (
    <>
      <BackButton to={`/client/subscription-details/${subscription}`} />
      <ResourceList
        resource="projects"
        filter={{ subscription: Number(subscription) }}
        storeKey={`projects.of.${subscription}`}
        create={addProject}
      >
        <Datagrid
          bulkActionButtons={<BulkConfirmDeleteButton successMessage="messages.project_deleted" />}
          rowClick={false}
          sx={hiddenWhenNarrow('id', 'website', 'tokenHint', 'createdAt')}
        >
          <TextField source="id" />
          <TextField source="projectName" />
          <UrlField source="website" target="_blank" rel="noopener" />
          <TextField source="tokenHint" sx={{ fontFamily: 'monospace' }} />
          <UnixDateField source="createdAt" />
          <WrapperField label={false} textAlign="right">
            <EditDeleteActions
              resource="projects"
              editTo={(project) => `/client/edit-project/${project.id}`}
              deletedMessage="messages.project_deleted"
            />
          </WrapperField>
        </Datagrid>
      </ResourceList>
    </>
  );
};
