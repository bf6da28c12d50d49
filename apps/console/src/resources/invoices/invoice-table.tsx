import { TextField, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useAreaPath } from '../../components/area-path';
import { UnixDateField } from '../../components/dates';
import type { FieldTable } from '../../components/field-table';
import { formatDate, formatMoney } from '../../components/format';
import { MoneyField } from '../../components/money';
import { StatusField } from '../../components/status-field';
import { NarrowList } from '../../components/narrow-list';
import { useIsNarrow } from '../../components/use-is-narrow';

/**
 * The columns of every invoices table, drawn by `table` (ListTable on lists, SummaryTable on dashboards), or
 * a compact list on narrow screens; a row opens the invoice.
 */
export const InvoiceTable = ({ table: Table, withClient = true }: { table: FieldTable; withClient?: boolean }) => {
  const path = useAreaPath();
  const translate = useTranslate();
  const open = (id: Identifier) => path('invoice-details', id);
  if (useIsNarrow()) {
    const details = (r: RaRecord) =>
      [withClient ? r.clientName : null, translate(`status.${r.status}`), formatDate(r.dueDate)].filter(Boolean).join(' · ');
    return (
      <NarrowList rowClick={open} primaryText={(r) => r.description} secondaryText={details} tertiaryText={(r) => formatMoney(r.amount)} />
    );
  }
  return (
    <Table rowClick={open}>
      <TextField source="id" />
      {withClient ? <TextField source="clientName" label="resources.invoices.fields.client" /> : null}
      <TextField source="description" />
      <MoneyField source="amount" textAlign="right" />
      <StatusField source="status" />
      <UnixDateField source="dateCreated" />
      <UnixDateField source="dueDate" />
    </Table>
  );
};
