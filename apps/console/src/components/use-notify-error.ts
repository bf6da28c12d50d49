import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorText } from '../i18n/locale';

export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return errorText(error);
  return typeof error === 'string' ? error : '';
}

/**
 * The shared error handler (spec §8): the server's message in a notification, or `messageKey` with the
 * message as `%{error}` ('API Error: %{error}' for lists). Status 406 is not displayed. A message that is
 * one of the console's own keys (e.g. 'messages.choose_project_first') is translated first: it is passed
 * on as an argument, which react-admin would show as is.
 */
export function useNotifyError() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (error: unknown, messageKey?: string) => {
      if (errorStatus(error) === 406) return;
      const raw = errorMessage(error) || 'ra.notification.http_error';
      const message = translate(raw, { _: raw });
      if (messageKey) notify(messageKey, { type: 'error', messageArgs: { error: message } });
      else notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [notify, translate],
  );
}
