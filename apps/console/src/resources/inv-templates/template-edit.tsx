import { EditScreen } from '../../components/edit-screen';
import { templateFields, TemplateInputs } from './template-inputs';

/** /modules/inv/edit-template/:id: 'Changes saved', then the templates. */
export const TemplateEdit = () => (
  <EditScreen
    resource="inv-templates"
    fields={templateFields}
    saved="messages.changes_saved_short"
    savedTo={() => '/modules/inv/templates'}
    readFailure={{ to: '/modules/inv/templates' }}
  >
    <TemplateInputs />
  </EditScreen>
);
