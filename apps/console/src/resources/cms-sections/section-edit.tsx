import { EditScreen } from '../../components/edit-screen';
import { sectionFields, SectionInputs } from './section-inputs';

/** /modules/cms/edit-section/:id: 'Changes have been saved!', then the sections. */
export const SectionEdit = () => (
  <EditScreen
    width="wide"
    resource="cms-sections"
    fields={sectionFields}
    saved="messages.changes_have_been_saved"
    savedTo={() => '/modules/cms/sections'}
    readFailure={{ to: '/modules/cms/sections' }}
  >
    <SectionInputs />
  </EditScreen>
);
