import { useCallback } from 'react';
import { useNotify } from 'react-admin';

export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/**
 * The shared error handler (spec §8): the server's message in a notification, or `messageKey` with the
 * message as `%{error}` ('API Error: %{error}' for lists). Status 406 is not displayed.
 */
export function useNotifyError() {
  const notify = useNotify();
  return useCallback(
    (error: unknown, messageKey?: string) => {
      if (errorStatus(error) === 406) return;
      const message = errorMessage(error) || 'ra.notification.http_error';
      if (messageKey) notify(messageKey, { type: 'error', messageArgs: { error: message } });
      else notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [notify],
  );
}
