import { EditScreen } from '../../components/edit-screen';
import { cmsGroupFields, CmsGroupInputs } from './cms-group-inputs';

/** /modules/cms/edit-group/:id: the group's sections ticked; 'Changes have been saved!', then the groups. */
export const CmsGroupEdit = () => (
  <EditScreen
    width="wide"
    resource="cms-groups"
    fields={cmsGroupFields}
    saved="messages.changes_have_been_saved"
    savedTo={() => '/modules/cms/groups'}
    readFailure={{ to: '/modules/cms/groups' }}
  >
    <CmsGroupInputs />
  </EditScreen>
);
