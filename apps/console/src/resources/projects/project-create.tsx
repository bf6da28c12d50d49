import { useState } from 'react';
import { Create, SimpleForm, type RaRecord } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { BackButton } from '../../components/back-button';
import { SaveToolbar, useSaveOptions } from '../../components/form';
import { TokenDialog } from '../../components/token-dialog';
import { SeatLimitNotice } from '../subscriptions/seat-limit-notice';
import { ProjectInputs } from './project-inputs';

/**
 * /client/add-project/:subscription: 'Project added successfully!', then the project's API token, shown this
 * once (decision 0003); closing it leads to the subscription's projects.
 */
export const ProjectCreate = () => {
  const { subscription } = useParams();
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(null);
  const projectsOf = `/client/manage-projects/${subscription}`;
  const { onSuccess, onError } = useSaveOptions('messages.project_added');
  const options = {
    onSuccess: (project: RaRecord) => {
      onSuccess(project);
      setToken(String(project.token ?? ''));
    },
    onError,
  };
  return (
    <>
      <BackButton to={projectsOf} />
      <SeatLimitNotice seat="projects" subscription={Number(subscription)} />
      <Create
        resource="projects"
        title={false}
        mutationOptions={options}
        transform={(project: Record<string, unknown>) => ({ ...project, subscription: Number(subscription) })}
        sx={{ maxWidth: 720 }}
      >
        <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
          <ProjectInputs />
        </SimpleForm>
      </Create>
      <TokenDialog token={token} onClose={() => navigate(projectsOf)} />
    </>
  );
};
