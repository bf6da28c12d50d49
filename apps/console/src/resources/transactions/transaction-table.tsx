import { Datagrid, TextField } from 'react-admin';
import { UnixDateField } from '../../components/dates';
import { MoneyField } from '../../components/money';

/** The columns of every transactions table (a transaction has no screen of its own). */
export const TransactionTable = ({ withClient = true }: { withClient?: boolean }) => (
  <Datagrid bulkActionButtons={false} rowClick={false}>
    <TextField source="id" />
    <UnixDateField source="dateTime" withTime />
    {withClient ? <TextField source="clientName" label="resources.transactions.fields.client" sortable={false} /> : null}
    <TextField source="description" sortable={false} />
    <TextField source="transactionRef" />
    <MoneyField source="amount" textAlign="right" />
  </Datagrid>
);
