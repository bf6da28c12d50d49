import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ApiError } from '@atrium/api-client';
import { readCurrentProject } from '../auth/session-storage';
import { missingFields, oversizedFiles, uploadFormData, type UploadValues } from './upload-checks';
import { maxUploadMb } from './upload-limit';
import { useUpload } from './upload-progress';
import { useNotifyError } from './use-notify-error';

export type UploadErrors = Partial<Record<string, string>>;

/**
 * An upload form's sending (assets, videos, project assets): every field required, no file over the
 * server's MAX_UPLOAD_MB (refused here, before a byte is sent, with the message the server would give),
 * then the form with its progress (`progress`, `cancel`), 'Upload successful!' and `onDone`. A refusal
 * shows the server's field errors beside the fields and its message; a cancelled upload shows nothing.
 */
export function useUploadForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const upload = useUpload<unknown>();
  const [errors, setErrors] = useState<UploadErrors>({});
  useEffect(() => void maxUploadMb(), []);

  const send = useCallback(
    async (url: string, values: UploadValues, onDone: () => void) => {
      const missing = missingFields(values);
      if (missing.length) return setErrors(Object.fromEntries(missing.map((field) => [field, translate('ra.validation.required')])));
      const limit = await maxUploadMb();
      const oversized = oversizedFiles(values, limit);
      if (oversized.length) {
        const message = translate('messages.file_too_large', { mb: limit });
        setErrors(Object.fromEntries(oversized.map((field) => [field, message])));
        return notify(message, { type: 'error' });
      }
      setErrors({});
      const { form, total } = uploadFormData(String(readCurrentProject() ?? ''), values);
      try {
        await upload.start(url, form, total);
        notify('messages.upload_done', { type: 'success' });
        onDone();
      } catch (error) {
        setErrors(Object.fromEntries(((error as ApiError).errors ?? []).map((e) => [e.field, e.message])));
        if ((error as ApiError).code !== 'upload.cancelled') notifyError(error);
      }
    },
    [notify, notifyError, translate, upload.start],
  );
  const clearErrors = useCallback(() => setErrors({}), []);
  return { errors, clearErrors, send, progress: upload.progress, sending: upload.sending, cancel: upload.cancel };
}
