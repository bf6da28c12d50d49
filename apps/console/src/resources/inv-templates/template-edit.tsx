import { EditScreen } from '../../components/edit-screen';
import { templateFields, TemplateInputs } from './template-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/inv/edit-template/:id: 'Changes saved', then the templates. */
export const TemplateEdit = () => (
  <EditScreen
    resource="inv-templates"
    fields={templateFields}
    saved="messages.changes_saved_short"
    savedTo={() => moduleRoutes.inv.templates}
    readFailure={{ to: moduleRoutes.inv.templates }}
  >
    <TemplateInputs />
  </EditScreen>
);
