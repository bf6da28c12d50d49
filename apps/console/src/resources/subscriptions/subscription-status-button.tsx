import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AtriumDataProvider } from '../../data-provider/data-provider';
import { useNotifyError } from '../../components/use-notify-error';

/** Activate or Deactivate, whichever applies (spec §4); both say 'Subscription activated successfully' (§8). */
export const SubscriptionStatusButton = () => {
  const record = useRecordContext();
  const provider = useDataProvider<AtriumDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const active = record.status === 'active';

  const toggle = async () => {
    setPending(true);
    try {
      await provider.send('subscriptions', {
        method: 'PATCH',
        path: 'status',
        body: { id: record.id, status: active ? 'inactive' : 'active' },
      });
      notify('messages.subscription_activated', { type: 'success' });
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      label={active ? 'actions.deactivate' : 'actions.activate'}
      onClick={toggle}
      disabled={pending}
      variant="outlined"
      color={active ? 'warning' : 'success'}
    >
      {active ? <PauseCircleIcon /> : <PlayCircleIcon />}
    </Button>
  );
};
