import KeyIcon from '@mui/icons-material/Key';
import { useState } from 'react';
import { Confirm, useRefresh } from 'react-admin';
import { Button } from './button';
import type { Schemas } from '@atrium/api-client';
import { TokenDialog } from './token-dialog';
import { useServerAction } from './use-server-action';

/**
 * 'Reset token' for a project: asks first (the current token stops working at once), then PATCH
 * /projects/token and shows the new token once. Used on the project edit screen and the API access page,
 * each with its spec's message ('Project token reset successfully!', 'Your API token has been reset!').
 */
export const ResetTokenButton = ({ projectId, success = 'messages.project_token_reset' }: { projectId: number; success?: string }) => {
  const refresh = useRefresh();
  // The refresh waits for the token dialog to close, so the token stays on screen until then.
  const { run, pending } = useServerAction(success, { refresh: false });
  const [asking, setAsking] = useState(false);
  const [token, setToken] = useState<string | null>(null);

  const reset = async () => {
    const project = await run((provider) =>
      provider.send<Schemas['ProjectWithTokenDto']>('projects', { method: 'PATCH', path: 'token', body: { id: projectId } }),
    );
    setAsking(false);
    if (project) setToken(project.token);
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
