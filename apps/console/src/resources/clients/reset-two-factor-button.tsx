import SecurityIcon from '@mui/icons-material/Security';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { Button } from '../../components/button';
import { useServerAction } from '../../components/use-server-action';

/** An admin removes a client's second factor (a lost phone); asks first, saying what it does. */
export const ResetTwoFactorButton = ({ clientId }: { clientId: number }) => {
  const { run, pending } = useServerAction('two_factor.reset_done', { refresh: false });
  const [asking, setAsking] = useState(false);
  const reset = async () => {
    await run((provider) => provider.send('clients', { method: 'PATCH', path: 'two-factor', body: { id: clientId } }));
    setAsking(false);
  };
  return (
    <>
      <Button label="two_factor.reset" variant="outlined" color="warning" onClick={() => setAsking(true)} disabled={pending}>
        <SecurityIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={pending}
        title="two_factor.reset_title"
        content="two_factor.reset_content"
        confirm="confirm.reset"
        cancel="confirm.cancel"
        confirmColor="warning"
        onConfirm={reset}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
