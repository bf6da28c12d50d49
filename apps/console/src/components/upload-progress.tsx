import { Box, LinearProgress, Typography } from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { uploadWithProgress, type UploadHandle, type UploadProgress } from '../resources/assets/upload-request';

export type { UploadProgress } from '../resources/assets/upload-request';

/** The share of an upload sent, 0–100 (0 while the total is unknown). */
export const percentOf = (p: UploadProgress | null): number => (p && p.total ? Math.round((p.loaded / p.total) * 100) : 0);

/**
 * One upload at a time with its progress, for any multipart form of the console: `start` sends the form
 * (XMLHttpRequest, which reports upload progress where fetch cannot) and answers the server's JSON or
 * throws its ApiError; `cancel` aborts it ('upload.cancelled'); `progress` is null when idle.
 */
export function useUpload<T>() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const handle = useRef<UploadHandle<T> | null>(null);
  const start = useCallback(async (url: string, form: FormData, total: number): Promise<T> => {
    setProgress({ loaded: 0, total });
    handle.current = uploadWithProgress<T>(url, form, setProgress);
    try {
      return await handle.current.done;
    } finally {
      handle.current = null;
      setProgress(null);
    }
  }, []);
  const cancel = useCallback(() => handle.current?.cancel(), []);
  return { progress, sending: progress !== null, start, cancel };
}

/** The bar of an upload in progress, announced to assistive technology with its percentage. */
export const UploadProgressBar = ({ progress }: { progress: UploadProgress | null }) => {
  const translate = useTranslate();
  if (!progress) return null;
  const percent = percentOf(progress);
  return (
    <Box>
      <LinearProgress variant="determinate" value={percent} aria-label={translate('asm.upload_progress')} />
      <Typography variant="body2" color="text.secondary" role="status">
        {translate('asm.uploaded_percent', { percent })}
      </Typography>
    </Box>
  );
};
