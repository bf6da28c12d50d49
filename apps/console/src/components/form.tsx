import { useCallback } from 'react';
import { SaveButton, Toolbar, useNotify, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useNotifyError } from './use-notify-error';

/**
 * How wide a form is, the same for adding and editing a record (issue 19): `wide` for forms with a code
 * editor or a table of choices.
 */
export const FORM_WIDTH = { normal: 720, wide: 960 } as const;

/** Only the save button (react-admin's default edit toolbar also deletes; deleting asks first, elsewhere). */
export const SaveToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * The mutation options of a create or edit screen: the spec's success message, then `to(saved)`; on
 * failure the server's message (field errors go beside the fields; what was typed stays).
 */
export function useSaveOptions(message: string, to?: (saved: RaRecord) => string) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  return {
    onSuccess: (saved: RaRecord) => {
      notify(message, { type: 'success' });
      if (to) navigate(to(saved));
    },
    // Field errors: the form shows them beside the fields and notifies the server's message itself.
    onError: (error: unknown) => (hasFieldErrors(error) ? undefined : notifyError(error)),
  };
}

function hasFieldErrors(error: unknown): boolean {
  const errors = (error as { body?: { errors?: object } } | null)?.body?.errors;
  return !!errors && Object.keys(errors).length > 0;
}

/** What a details or edit screen does when its record cannot be read: the server's message, then `to`. */
export function useReadFailure(to: string, message?: string) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (message && (error as { status?: number })?.status === 404) notify(message, { type: 'info' });
      else notifyError(error);
      navigate(to, { replace: true });
    },
    [message, navigate, notify, notifyError, to],
  );
}

/** Keeps only the fields an update accepts (the API refuses unknown ones), e.g. `pick('firstname', 'email')`. */
export function pick(...fields: string[]) {
  return (data: Record<string, unknown>) =>
    Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]]));
}
