import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { uploadWithProgress, type UploadHandle, type UploadProgress } from './upload-request';

export type { UploadProgress } from './upload-request';

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
      <LinearProgress variant="determinate" value={percent} aria-label={translate('upload.progress')} />
      <Typography variant="body2" color="text.secondary" role="status">
        {translate('upload.uploaded_percent', { percent })}
      </Typography>
    </Box>
  );
};

/** An upload page's controls: its progress while it sends, the submit button, and Cancel while it sends. */
export const UploadControls = ({ label, progress, onCancel }: { label: string; progress: UploadProgress | null; onCancel: () => void }) => {
  const translate = useTranslate();
  return (
    <>
      <UploadProgressBar progress={progress} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" startIcon={<UploadIcon />} disabled={progress !== null}>
          {translate(label)}
        </Button>
        {progress && (
          <Button onClick={onCancel} color="inherit">
            {translate('confirm.cancel')}
          </Button>
        )}
      </Box>
    </>
  );
};
