import { FunctionField, NumberField, TextField, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { useAreaPath } from '../../components/area-path';
import { UnixDateField } from '../../components/dates';
import { formatMoney } from '../../components/format';
import { MoneyField } from '../../components/money';
import { StatusField } from '../../components/status-field';
import { NarrowList } from '../../components/narrow-list';
import { useIsNarrow } from '../../components/use-is-narrow';

export const clientLabel = (record: RaRecord) => [record.company, record.clientName].filter(Boolean).join(' — ');

/** The columns of every subscriptions table (a compact list on narrow screens); a row opens the subscription. */
export const SubscriptionTable = ({ withClient = true }: { withClient?: boolean }) => {
  const path = useAreaPath();
  const translate = useTranslate();
  const open = (id: Identifier) => path('subscription-details', id);
  if (useIsNarrow()) {
    const details = (r: RaRecord) => [withClient ? clientLabel(r) : null, translate(`status.${r.status}`)].filter(Boolean).join(' · ');
    return <NarrowList rowClick={open} primaryText={(r) => r.coreId} secondaryText={details} tertiaryText={(r) => formatMoney(r.price)} />;
  }
  return (
    <Datagrid rowClick={open} bulkActionButtons={false}>
      <TextField source="coreId" />
      {withClient ? <FunctionField source="client" sortBy="client" render={clientLabel} /> : null}
      <StatusField source="status" />
      <NumberField source="maxProjects" />
      <NumberField source="maxUsers" />
      <MoneyField source="price" textAlign="right" />
      <UnixDateField source="startDate" />
      <UnixDateField source="endDate" />
    </Datagrid>
  );
};
