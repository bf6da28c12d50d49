import { EditScreen } from '../../components/edit-screen';
import { cmsGroupFields, CmsGroupInputs } from './cms-group-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/cms/edit-group/:id: the group's sections ticked; 'Changes have been saved!', then the groups. */
export const CmsGroupEdit = () => (
  <EditScreen
    width="wide"
    resource="cms-groups"
    fields={cmsGroupFields}
    saved="messages.changes_have_been_saved"
    savedTo={() => moduleRoutes.cms.groups}
    readFailure={{ to: moduleRoutes.cms.groups }}
  >
    <CmsGroupInputs />
  </EditScreen>
);
