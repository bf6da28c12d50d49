import KeyIcon from '@mui/icons-material/Key';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { Schemas } from '@atrium/api-client';
import type { AtriumDataProvider } from '../data-provider/data-provider';
import { TokenDialog } from './token-dialog';
import { useNotifyError } from './use-notify-error';

/**
 * 'Reset token' for a project: asks first (the current token stops working at once), then PATCH
 * /projects/token and shows the new token once. Used on the project edit screen and the API access page.
 */
export const ResetTokenButton = ({ projectId }: { projectId: number }) => {
  const provider = useDataProvider<AtriumDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [token, setToken] = useState<string | null>(null);

  const reset = async () => {
    setPending(true);
    try {
      const project = await provider.send<Schemas['ProjectWithTokenDto']>('projects', {
        method: 'PATCH',
        path: 'token',
        body: { id: projectId },
      });
      setToken(project.token);
      notify('messages.project_token_reset', { type: 'success' });
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
      setAsking(false);
    }
  };

  const close = () => {
    setToken(null);
    // The hint shown beside the button is the new token's.
    refresh();
  };

  return (
    <>
      <Button label="actions.reset_token" variant="outlined" color="warning" onClick={() => setAsking(true)} disabled={pending}>
        <KeyIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={pending}
        title="token.reset_title"
        content="token.reset_content"
        confirm="confirm.reset"
        cancel="confirm.cancel"
        confirmColor="warning"
        onConfirm={reset}
        onClose={() => setAsking(false)}
      />
      <TokenDialog token={token} onClose={close} />
    </>
  );
};
