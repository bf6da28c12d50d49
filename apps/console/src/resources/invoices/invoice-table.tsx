import { Datagrid, FunctionField, TextField, type RaRecord } from 'react-admin';
import { useAreaPath } from '../../components/area-path';
import { UnixDateField } from '../../components/dates';
import { MoneyField } from '../../components/money';
import { StatusField } from '../../components/status-field';

const subscriptionLabel = (record: RaRecord) => [record.company, record.coreId].filter(Boolean).join(' — ');

/** The columns of every invoices table; a row opens the invoice. */
export const InvoiceTable = ({ withClient = true }: { withClient?: boolean }) => {
  const path = useAreaPath();
  return (
    <Datagrid rowClick={(id) => path('invoice-details', id)} bulkActionButtons={false}>
      <TextField source="id" />
      {withClient ? <FunctionField source="client" sortable={false} render={subscriptionLabel} /> : null}
      <TextField source="description" />
      <MoneyField source="amount" textAlign="right" />
      <StatusField source="status" />
      <UnixDateField source="dateCreated" />
      <UnixDateField source="dueDate" />
    </Datagrid>
  );
};
