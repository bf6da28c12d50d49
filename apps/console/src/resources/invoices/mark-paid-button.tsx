import PaidIcon from '@mui/icons-material/Paid';
import { useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { Button } from '../../components/button';
import { formatMoney } from '../../components/format';
import { useServerAction } from '../../components/use-server-action';

/**
 * 'Set as Paid', shown only while the invoice is unpaid (spec §4). It moves money and access at once (the
 * server marks it paid, activates the subscription and records the payment), so it asks first, saying
 * which invoice, whose, and how much (CONSOLE.md). A second request answers 409 and is shown.
 */
export const MarkPaidButton = () => {
  const record = useRecordContext();
  const [asking, setAsking] = useState(false);
  const { run, pending } = useServerAction('messages.invoice_paid');
  if (!record || record.status !== 'unpaid') return null;

  const markPaid = async () => {
    await run((provider) => provider.send('invoices', { method: 'PATCH', path: 'status', body: { id: record.id, status: 'paid' } }));
    setAsking(false);
  };

  return (
    <>
      <Button label="actions.set_paid" onClick={() => setAsking(true)} disabled={pending} variant="contained" color="success">
        <PaidIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={pending}
        title="invoice.mark_paid_title"
        content="invoice.mark_paid_content"
        translateOptions={{ id: record.id, client: record.clientName, amount: formatMoney(record.amount as number) }}
        confirm="actions.set_paid"
        cancel="confirm.cancel"
        confirmColor="primary"
        onConfirm={markPaid}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
