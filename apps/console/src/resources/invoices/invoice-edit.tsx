import { Edit, SimpleForm } from 'react-admin';
import { useParams } from 'react-router-dom';
import { pick, SaveToolbar, useReadFailure, useSaveOptions } from '../../components/form';
import { invoiceFields, InvoiceInputs } from './invoice-inputs';

/** /admin/edit-invoice/:id (unpaid invoices; the server refuses a paid one): 'Changes saved successfully!'. */
export const InvoiceEdit = () => {
  const { id } = useParams();
  const options = useSaveOptions('messages.changes_saved_successfully', () => `/admin/invoice-details/${id}`);
  const onReadError = useReadFailure('/', 'messages.invoice_missing');
  return (
    <Edit
      resource="invoices"
      id={Number(id)}
      title={false}
      actions={false}
      mutationMode="pessimistic"
      mutationOptions={options}
      queryOptions={{ onError: onReadError }}
      transform={pick(...invoiceFields)}
      sx={{ maxWidth: 720 }}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <InvoiceInputs />
      </SimpleForm>
    </Edit>
  );
};
