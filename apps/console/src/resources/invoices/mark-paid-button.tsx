import PaidIcon from '@mui/icons-material/Paid';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AtriumDataProvider } from '../../data-provider/data-provider';
import { useNotifyError } from '../../components/use-notify-error';

/**
 * 'Set as Paid', shown only while the invoice is unpaid (spec §4). The server marks it paid, activates the
 * subscription and records the payment in one transaction; a second click answers 409 and is shown.
 */
export const MarkPaidButton = () => {
  const record = useRecordContext();
  const provider = useDataProvider<AtriumDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  if (!record || record.status !== 'unpaid') return null;

  const markPaid = async () => {
    setPending(true);
    try {
      await provider.send('invoices', { method: 'PATCH', path: 'status', body: { id: record.id, status: 'paid' } });
      notify('messages.invoice_paid', { type: 'success' });
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
      refresh();
    }
  };

  return (
    <Button label="actions.set_paid" onClick={markPaid} disabled={pending} variant="contained" color="success">
      <PaidIcon />
    </Button>
  );
};
