import { useEffect } from 'react';
import { AutocompleteInput, minValue, ReferenceInput, required, TextInput, useGetOne } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { UnixDateInput } from '../../components/unix-date-input';
import { MoneyInput } from '../../components/money-input';

const requiredField = [required()];
const requiredAmount = [required(), minValue(0.01)];
const subscriptionOption = (s: { coreId?: string; company?: string }) => `${s.coreId ?? ''} — ${s.company ?? ''}`;

/**
 * When adding: the amount starts at the chosen subscription's monthly price (what most invoices are for),
 * as long as nobody has typed one (issue 19).
 */
const AmountFromSubscription = () => {
  const subscription = useWatch({ name: 'subscription' }) as number | undefined;
  const { setValue, getFieldState } = useFormContext();
  const { data } = useGetOne('subscriptions', { id: subscription }, { enabled: !!subscription });
  const price = data?.price as number | undefined;
  useEffect(() => {
    if (price !== undefined && !getFieldState('amount').isDirty) setValue('amount', price);
  }, [price, getFieldState, setValue]);
  return null;
};

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
    {create ? <AmountFromSubscription /> : null}
    <MoneyInput source="amount" validate={requiredAmount} helperText={create ? 'invoice.amount_help' : undefined} />
    <UnixDateInput source="dueDate" endOfDay />
  </>
);

/** The fields PATCH /invoices accepts. */
export const invoiceFields = ['description', 'amount', 'dueDate'];
