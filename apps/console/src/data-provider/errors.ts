import { ApiError } from '@atrium/api-client';
import { HttpError } from 'react-admin';
import { errorText, fieldErrorText } from '../i18n/locale';

/**
 * react-admin understands HttpError: `status` drives authProvider.checkError (401 signs out), and
 * `body.errors` as { field: message } puts the server's field errors beside the fields of a form. Both in the
 * language on display (i18n/locale.ts).
 */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields = Object.fromEntries(error.errors.map((e) => [e.field, fieldErrorText(e.message)]));
  const message = errorText(error);
  // With field errors, react-admin's form notifies `root.serverError` (the server's message, e.g. 'This e-mail
  // is already in use') instead of its generic 'The form is not valid'.
  const errors = error.errors.length ? { ...fields, root: { serverError: message } } : fields;
  return new HttpError(message, error.statusCode, { code: error.code, errors });
}

/** Runs a call and converts its failure for react-admin. */
export async function withHttpErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toHttpError(error);
  }
}
