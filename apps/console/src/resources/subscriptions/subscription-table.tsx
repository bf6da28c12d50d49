import { Datagrid, FunctionField, NumberField, TextField, type RaRecord } from 'react-admin';
import { useAreaPath } from '../../components/area-path';
import { UnixDateField } from '../../components/dates';
import { MoneyField } from '../../components/money';
import { StatusField } from '../../components/status-field';

export const clientLabel = (record: RaRecord) => [record.company, record.clientName].filter(Boolean).join(' — ');

/** The columns of every subscriptions table; a row opens the subscription. */
export const SubscriptionTable = ({ withClient = true }: { withClient?: boolean }) => {
  const path = useAreaPath();
  return (
    <Datagrid rowClick={(id) => path('subscription-details', id)} bulkActionButtons={false}>
      <TextField source="coreId" />
      {withClient ? <FunctionField source="client" sortBy="client" render={clientLabel} /> : null}
      <StatusField source="status" />
      <NumberField source="maxProjects" sortable={false} />
      <NumberField source="maxUsers" sortable={false} />
      <MoneyField source="price" sortable={false} textAlign="right" />
      <UnixDateField source="startDate" />
      <UnixDateField source="endDate" />
    </Datagrid>
  );
};
