import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { useRecordContext } from 'react-admin';
import { Button } from '../../components/button';
import { useServerAction } from '../../components/use-server-action';

/** Activate or Deactivate, whichever applies (spec §4); both say 'Subscription activated successfully' (§8). */
export const SubscriptionStatusButton = () => {
  const record = useRecordContext();
  const { run, pending } = useServerAction('messages.subscription_activated');
  if (!record) return null;
  const active = record.status === 'active';

  const toggle = () =>
    run((provider) =>
      provider.send('subscriptions', { method: 'PATCH', path: 'status', body: { id: record.id, status: active ? 'inactive' : 'active' } }),
    );

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
