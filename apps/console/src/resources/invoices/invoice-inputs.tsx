import { AutocompleteInput, minValue, ReferenceInput, required, TextInput } from 'react-admin';
import { UnixDateInput } from '../../components/unix-date-input';
import { MoneyInput } from '../../components/money-input';

const requiredField = [required()];
const requiredAmount = [required(), minValue(0.01)];
const subscriptionOption = (s: { coreId?: string; company?: string }) => `${s.coreId ?? ''} — ${s.company ?? ''}`;

/** Spec §5: description and amount required; the due date defaults to now (§9); the subscription only when adding. */
export const InvoiceInputs = ({ create = false }: { create?: boolean }) => (
  <>
    {create ? (
      <ReferenceInput source="subscription" reference="subscriptions" sort={{ field: 'client', order: 'ASC' }}>
        <AutocompleteInput optionText={subscriptionOption} validate={requiredField} fullWidth />
      </ReferenceInput>
    ) : null}
    <TextInput
      source="description"
      validate={requiredField}
      multiline
      fullWidth
      helperText="invoice.description_help"
      // Spec §9: the textarea is 300px high.
      sx={{ '& textarea': { minHeight: 300 } }}
    />
    <MoneyInput source="amount" validate={requiredAmount} />
    <UnixDateInput source="dueDate" endOfDay />
  </>
);

/** The fields PATCH /invoices accepts. */
export const invoiceFields = ['description', 'amount', 'dueDate'];
