import { Create, SimpleForm, useGetList, useNotify } from 'react-admin';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SaveToolbar, useSaveOptions } from '../../components/form';
import { CustomerInputs } from './customer-inputs';
import { moduleRoutes } from '../../routes/module-routes';

/**
 * /modules/crm/add-customer: 'Customer added!', then the customers. Spec 2 §5: a project without a
 * customer group sends the user to add one first.
 */
export const CustomerCreate = () => {
  const options = useSaveOptions('messages.customer_added', () => moduleRoutes.crm.customers);
  const groups = useGetList('customer-groups', { pagination: { page: 1, perPage: 1 } });
  const notify = useNotify();
  const navigate = useNavigate();
  // Decided on a fresh answer only: a cached one may predate the group just added.
  const noGroup = !groups.isFetching && !groups.error && groups.total === 0;
  useEffect(() => {
    if (!noGroup) return;
    notify('messages.customer_needs_group', { type: 'info' });
    navigate(moduleRoutes.crm.addGroup, { replace: true });
  }, [noGroup, navigate, notify]);
  return (
    <Create resource="customers" title={false} mutationOptions={options} sx={{ maxWidth: 720 }}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <CustomerInputs />
      </SimpleForm>
    </Create>
  );
};
