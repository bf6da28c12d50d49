import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AtriumDataProvider } from '../data-provider/data-provider';
import { useNotifyError } from './use-notify-error';

/**
 * A button's call outside CRUD (mark paid, activate, reset a token): pending while it runs, the spec's
 * success message, the server's message on failure, then a refresh of what is shown unless told not to.
 * `run` answers the call's result, or undefined when it failed.
 */
export function useServerAction(success: string, options: { refresh?: boolean } = {}) {
  const provider = useDataProvider<AtriumDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);

  async function run<T>(call: (provider: AtriumDataProvider) => Promise<T>): Promise<T | undefined> {
    setPending(true);
    try {
      const result = await call(provider);
      notify(success, { type: 'success' });
      return result;
    } catch (error) {
      notifyError(error);
      return undefined;
    } finally {
      setPending(false);
      if (options.refresh !== false) refresh();
    }
  }

  return { run, pending };
}
