import PaidIcon from '@mui/icons-material/Paid';
import { Button, useRecordContext } from 'react-admin';
import { useServerAction } from '../../components/use-server-action';

/**
 * 'Set as Paid', shown only while the invoice is unpaid (spec §4). The server marks it paid, activates the
 * subscription and records the payment in one transaction; a second click answers 409 and is shown.
 */
export const MarkPaidButton = () => {
  const record = useRecordContext();
  const { run, pending } = useServerAction('messages.invoice_paid');
  if (!record || record.status !== 'unpaid') return null;

  const markPaid = () =>
    run((provider) => provider.send('invoices', { method: 'PATCH', path: 'status', body: { id: record.id, status: 'paid' } }));

  return (
    <Button label="actions.set_paid" onClick={markPaid} disabled={pending} variant="contained" color="success">
      <PaidIcon />
    </Button>
  );
};
