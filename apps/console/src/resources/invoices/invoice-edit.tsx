import { EditScreen } from '../../components/edit-screen';
import { invoiceFields, InvoiceInputs } from './invoice-inputs';

/** /admin/edit-invoice/:id (unpaid invoices; the server refuses a paid one): 'Changes saved successfully!'. */
export const InvoiceEdit = () => (
  <EditScreen
    resource="invoices"
    fields={invoiceFields}
    saved="messages.changes_saved_successfully"
    savedTo={(invoice) => `/admin/invoice-details/${invoice.id}`}
    readFailure={{ to: '/', message: 'messages.invoice_missing' }}
  >
    <InvoiceInputs />
  </EditScreen>
);
