import { Create, SimpleForm } from 'react-admin';
import { SaveToolbar, useSaveOptions } from '../../components/form';
import { FormInputs } from './form-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/com/add-form: 'Form added!', then the forms. */
export const FormCreate = () => {
  const options = useSaveOptions('messages.form_added', () => moduleRoutes.com.forms);
  return (
    <Create resource="forms" title={false} mutationOptions={options} sx={{ maxWidth: 720 }}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <FormInputs />
      </SimpleForm>
    </Create>
  );
};
