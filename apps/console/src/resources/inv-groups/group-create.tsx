import { Create, SimpleForm } from 'react-admin';
import { SaveToolbar, useSaveOptions } from '../../components/form';
import { InventoryGroupInputs } from './group-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/inv/add-group: 'Group added!', then the groups. */
export const InventoryGroupCreate = () => {
  const options = useSaveOptions('messages.group_added', () => moduleRoutes.inv.groups);
  return (
    <Create resource="inv-groups" title={false} mutationOptions={options} sx={{ maxWidth: 720 }}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <InventoryGroupInputs />
      </SimpleForm>
    </Create>
  );
};
