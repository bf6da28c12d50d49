import { EditScreen } from '../../components/edit-screen';
import { sectionFields, SectionInputs } from './section-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/cms/edit-section/:id: 'Changes have been saved!', then the sections. */
export const SectionEdit = () => (
  <EditScreen
    width="wide"
    resource="cms-sections"
    fields={sectionFields}
    saved="messages.changes_have_been_saved"
    savedTo={() => moduleRoutes.cms.sections}
    readFailure={{ to: moduleRoutes.cms.sections }}
  >
    <SectionInputs />
  </EditScreen>
);
