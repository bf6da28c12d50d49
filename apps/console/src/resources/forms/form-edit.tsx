import { EditScreen } from '../../components/edit-screen';
import { formFields, FormInputs } from './form-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/com/edit-form/:id: 'Changes saved successfully!', then the forms. */
export const FormEdit = () => (
  <EditScreen
    resource="forms"
    fields={formFields}
    saved="messages.changes_saved_successfully"
    savedTo={() => moduleRoutes.com.forms}
    readFailure={{ to: moduleRoutes.com.forms }}
  >
    <FormInputs />
  </EditScreen>
);
