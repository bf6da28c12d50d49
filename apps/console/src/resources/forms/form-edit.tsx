import { EditScreen } from '../../components/edit-screen';
import { formFields, FormInputs } from './form-inputs';

/** /modules/com/edit-form/:id: 'Changes saved successfully!', then the forms. */
export const FormEdit = () => (
  <EditScreen
    resource="forms"
    fields={formFields}
    saved="messages.changes_saved_successfully"
    savedTo={() => '/modules/com/forms'}
    readFailure={{ to: '/modules/com/forms' }}
  >
    <FormInputs />
  </EditScreen>
);
