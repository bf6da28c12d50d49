import type { RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { DetailsSection } from '../../components/details';
import { RecordHistory } from '../audit/record-history';
import { RecordBackActions } from '../../components/back-button';
import { EditScreen } from '../../components/edit-screen';
import { projectFields, ProjectInputs } from './project-inputs';
import { ProjectToken } from './project-token';

const projectsOf = (project: RaRecord) => `/client/manage-projects/${project.subscription}`;

const ProjectHistory = () => {
  const { id } = useParams();
  return (
    <DetailsSection title="details.history">
      <RecordHistory resource="projects" id={Number(id)} />
    </DetailsSection>
  );
};

/** /client/edit-project/:id: the fields ('Project updated successfully!'), the API token's reset and the project's history. */
export const ProjectEdit = () => (
  <EditScreen
    resource="projects"
    fields={projectFields}
    saved="messages.project_updated"
    savedTo={projectsOf}
    readFailure={{ to: '/client/subscriptions' }}
    actions={<RecordBackActions to={projectsOf} />}
    after={
      <>
        <ProjectToken />
        <ProjectHistory />
      </>
    }
  >
    <ProjectInputs />
  </EditScreen>
);
