import { Create, SimpleForm } from 'react-admin';
import { SaveToolbar, useSaveOptions } from '../../components/form';
import { LeadInputs } from './lead-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/com/add-lead: 'Lead added!', then the leads. */
export const LeadCreate = () => {
  const options = useSaveOptions('messages.lead_added', () => moduleRoutes.com.leads);
  return (
    <Create resource="leads" title={false} mutationOptions={options} sx={{ maxWidth: 720 }}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <LeadInputs />
      </SimpleForm>
    </Create>
  );
};
