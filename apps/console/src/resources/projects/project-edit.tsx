import type { RaRecord } from 'react-admin';
import { RecordBackActions } from '../../components/back-button';
import { EditScreen } from '../../components/edit-screen';
import { projectFields, ProjectInputs } from './project-inputs';
import { ProjectToken } from './project-token';

const projectsOf = (project: RaRecord) => `/client/manage-projects/${project.subscription}`;

/** /client/edit-project/:id: the fields ('Project updated successfully!') and the API token's reset. */
export const ProjectEdit = () => (
  <EditScreen
    resource="projects"
    fields={projectFields}
    saved="messages.project_updated"
    savedTo={projectsOf}
    readFailure={{ to: '/client/subscriptions' }}
    actions={<RecordBackActions to={projectsOf} />}
    after={<ProjectToken />}
  >
    <ProjectInputs />
  </EditScreen>
);
