import { Create, SimpleForm } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { nowUnix } from '../../components/format';
import { SaveToolbar, useSaveOptions } from '../../components/form';
import { InvoiceInputs } from './invoice-inputs';

/** /admin/add-invoice (`?subscription=7` picks the subscription): 'Added successfully!', then the invoice. */
export const InvoiceCreate = () => {
  const [params] = useSearchParams();
  const subscription = Number(params.get('subscription')) || undefined;
  const options = useSaveOptions('messages.added', (invoice) => `/admin/invoice-details/${invoice.id}`);
  return (
    <Create resource="invoices" title={false} mutationOptions={options} sx={{ maxWidth: 720 }}>
      <SimpleForm warnWhenUnsavedChanges defaultValues={{ subscription, dueDate: nowUnix() }} toolbar={<SaveToolbar />}>
        <InvoiceInputs create />
      </SimpleForm>
    </Create>
  );
};
