import { Create, SimpleForm } from 'react-admin';
import { SaveToolbar, useSaveOptions } from '../../components/form';
import { CustomerGroupInputs } from './customer-group-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/crm/add-group: 'Group added!', then the groups. */
export const CustomerGroupCreate = () => {
  const options = useSaveOptions('messages.group_added', () => moduleRoutes.crm.groups);
  return (
    <Create resource="customer-groups" title={false} mutationOptions={options} sx={{ maxWidth: 720 }}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <CustomerGroupInputs />
      </SimpleForm>
    </Create>
  );
};
