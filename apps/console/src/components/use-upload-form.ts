import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ApiError } from '@atrium/api-client';
import { readCurrentProject } from '../auth/session-storage';
import { missingFields, oversizedFiles, uploadFormData, type UploadValues } from './upload-checks';
import { maxUploadMb } from './upload-limit';
import { useUpload } from './upload-progress';
import { useNotifyError } from './use-notify-error';
import { fieldErrorText } from '../i18n/locale';

export type UploadErrors = Partial<Record<string, string>>;

/** The errors of a refused send, and the values they were about. */
interface Refusal {
  errors: UploadErrors;
  values: UploadValues;
}

const NONE: Refusal = { errors: {}, values: {} };

/**
 * An upload form's sending (assets, videos, project assets), over the form's current `values`: every field
 * required, no file over the server's MAX_UPLOAD_MB (refused here, before a byte is sent, with the message
 * the server would give), then the form with its progress (`progress`, `cancel`), 'Upload successful!' and
 * `onDone`. A refusal shows the server's field errors beside the fields and its message; a cancelled upload
 * shows nothing. A field's error lasts only while the field holds what was refused: typing a title or
 * choosing another file clears it at once, as react-admin's forms do (issue 19).
 */
export function useUploadForm(values: UploadValues) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const upload = useUpload<unknown>();
  const [refusal, setRefusal] = useState<Refusal>(NONE);
  useEffect(() => void maxUploadMb(), []);

  const refuse = (errors: UploadErrors) => setRefusal({ errors, values });
  const send = async (url: string, onDone: () => void) => {
    const missing = missingFields(values);
    if (missing.length) return refuse(Object.fromEntries(missing.map((field) => [field, translate('ra.validation.required')])));
    const limit = await maxUploadMb();
    const oversized = oversizedFiles(values, limit);
    if (oversized.length) {
      const message = translate('messages.file_too_large', { mb: limit });
      refuse(Object.fromEntries(oversized.map((field) => [field, message])));
      return notify(message, { type: 'error' });
    }
    setRefusal(NONE);
    const { form, total } = uploadFormData(String(readCurrentProject() ?? ''), values);
    try {
      await upload.start(url, form, total);
      notify('messages.upload_done', { type: 'success' });
      onDone();
    } catch (error) {
      refuse(Object.fromEntries(((error as ApiError).errors ?? []).map((e) => [e.field, fieldErrorText(e.message)])));
      if ((error as ApiError).code !== 'upload.cancelled') notifyError(error);
    }
  };
  const errors: UploadErrors = Object.fromEntries(
    Object.entries(refusal.errors).filter(([field]) => values[field] === refusal.values[field]),
  );
  const clearErrors = () => setRefusal(NONE);
  return { errors, clearErrors, send, progress: upload.progress, sending: upload.sending, cancel: upload.cancel };
}
