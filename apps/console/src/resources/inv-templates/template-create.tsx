import { Create, SimpleForm } from 'react-admin';
import { SaveToolbar, useSaveOptions } from '../../components/form';
import { TemplateInputs } from './template-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/inv/add-template: 'Template added!', then the templates. */
export const TemplateCreate = () => {
  const options = useSaveOptions('messages.template_added', () => moduleRoutes.inv.templates);
  return (
    <Create resource="inv-templates" title={false} mutationOptions={options} sx={{ maxWidth: 720 }}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <TemplateInputs />
      </SimpleForm>
    </Create>
  );
};
