import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AtriumDataProvider } from '../data-provider/data-provider';

export interface ApiCallState<T> {
  data?: T;
  error?: unknown;
  isPending: boolean;
}

/**
 * One call outside CRUD (e.g. `send('stats', { method: 'GET' })`), made again whenever `key`
 * changes; `null` from `call` means "nothing to ask yet". A late answer to an older key is dropped.
 */
export function useApiCall<T>(key: string, call: (provider: AtriumDataProvider) => Promise<T> | null): ApiCallState<T> {
  const provider = useDataProvider<AtriumDataProvider>();
  const [state, setState] = useState<ApiCallState<T>>({ isPending: true });
  useEffect(() => {
    let current = true;
    const pending = call(provider);
    if (!pending) {
      setState({ isPending: false });
      return;
    }
    setState((previous) => ({ data: previous.data, isPending: true }));
    pending.then(
      (data) => current && setState({ data, isPending: false }),
      (error: unknown) => current && setState({ error, isPending: false }),
    );
    return () => {
      current = false;
    };
    // `call` is a new function on each render: the key says when the question changes.
  }, [key, provider]);
  return state;
}
