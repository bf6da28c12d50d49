import { TextField, type RaRecord } from 'react-admin';
import { UnixDateField } from '../../components/dates';
import type { FieldTable } from '../../components/field-table';
import { formatDate, formatMoney } from '../../components/format';
import { MoneyField } from '../../components/money';
import { NarrowList } from '../../components/narrow-list';
import { useIsNarrow } from '../../components/use-is-narrow';

/**
 * The columns of every transactions table, drawn by `table` (ListTable on lists, SummaryTable on
 * dashboards), or a compact list on narrow screens (a transaction has no screen of its own).
 */
export const TransactionTable = ({ table: Table, withClient = true }: { table: FieldTable; withClient?: boolean }) => {
  if (useIsNarrow()) {
    const details = (r: RaRecord) =>
      [withClient ? r.clientName : null, formatDate(r.dateTime), r.transactionRef].filter(Boolean).join(' · ');
    return (
      <NarrowList rowClick={false} primaryText={(r) => r.description} secondaryText={details} tertiaryText={(r) => formatMoney(r.amount)} />
    );
  }
  return (
    <Table rowClick={false}>
      <TextField source="id" />
      <UnixDateField source="dateTime" withTime />
      {withClient ? <TextField source="clientName" label="resources.transactions.fields.client" /> : null}
      <TextField source="description" />
      <TextField source="transactionRef" />
      <MoneyField source="amount" textAlign="right" />
    </Table>
  );
};
