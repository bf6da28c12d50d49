import { Edit, SimpleForm } from 'react-admin';
import { useParams } from 'react-router-dom';
import { RecordBackActions } from '../../components/back-button';
import { pick, SaveToolbar, useReadFailure, useSaveOptions } from '../../components/form';
import { projectFields, ProjectInputs } from './project-inputs';
import { ProjectToken } from './project-token';

/** /client/edit-project/:id: the fields ('Project updated successfully!') and the API token's reset. */
export const ProjectEdit = () => {
  const { id } = useParams();
  const options = useSaveOptions('messages.project_updated', (project) => `/client/manage-projects/${project.subscription}`);
  const onReadError = useReadFailure('/client/subscriptions');
  return (
    <Edit
      resource="projects"
      id={Number(id)}
      title={false}
      actions={<RecordBackActions to={(record) => `/client/manage-projects/${record.subscription}`} />}
      mutationMode="pessimistic"
      mutationOptions={options}
      queryOptions={{ onError: onReadError }}
      transform={pick(...projectFields)}
      sx={{ maxWidth: 720 }}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <ProjectInputs />
      </SimpleForm>
      <ProjectToken />
    </Edit>
  );
};
