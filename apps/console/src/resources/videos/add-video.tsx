import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, LinearProgress, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ApiError, Schemas } from '@atrium/api-client';
import { readCurrentProject } from '../../auth/session-storage';
import { BackButton } from '../../components/back-button';
import { useNotifyError } from '../../components/use-notify-error';
import { uploadWithProgress, type UploadHandle, type UploadProgress } from '../assets/upload-request';
import { FilePicker } from './file-picker';

type Category = Schemas['VideoCategoryDto'];
type Field = 'title' | 'category' | 'videoFile' | 'coverFile';

/** Spec 2 §5: with no category there is nothing to add a video to, so the user goes to add one. */
function useCategories() {
  const categories = useGetList<Category>('video-categories', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const notify = useNotify();
  const navigate = useNavigate();
  // Decided on a fresh answer only: a cached one may predate the category just added.
  const none = !categories.isFetching && !categories.error && categories.total === 0;
  useEffect(() => {
    if (none) {
      notify('messages.video_needs_category', { type: 'info' });
      navigate('/modules/bms/categories', { replace: true });
    }
  }, [none, navigate, notify]);
  useEffect(() => {
    if (categories.error) notify('messages.cannot_fetch_categories', { type: 'error' });
  }, [categories.error, notify]);
  return categories;
}

/**
 * /modules/bms/add-video: title, category, the video file and its cover, sent with a progress bar that can
 * be cancelled. 'Upload successful!', then the videos.
 */
export const AddVideo = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const categories = useCategories();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [videoFile, setVideoFile] = useState<File | null>(null);
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useRef<UploadHandle<unknown> | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const required = translate('ra.validation.required');
    const missing = Object.fromEntries(
      (
        [
          ['title', title.trim()],
          ['category', category],
          ['videoFile', videoFile],
          ['coverFile', coverFile],
        ] as const
      )
        .filter(([, value]) => !value)
        .map(([field]) => [field, required]),
    );
    setErrors(missing);
    if (Object.keys(missing).length || !videoFile || !coverFile) return;
    const project = String(readCurrentProject() ?? '');
    // The project and the fields go before the files: the server checks them before storing a byte.
    const form = new FormData();
    form.append('project', project);
    form.append('title', title);
    form.append('category', category);
    form.append('videoFile', videoFile, videoFile.name);
    form.append('coverFile', coverFile, coverFile.name);
    setProgress({ loaded: 0, total: videoFile.size + coverFile.size });
    upload.current = uploadWithProgress(`/api/bms/videos?project=${project}`, form, setProgress);
    try {
      await upload.current.done;
      notify('messages.upload_done', { type: 'success' });
      navigate('/modules/bms/videos');
    } catch (error) {
      setErrors(Object.fromEntries(((error as ApiError).errors ?? []).map((e) => [e.field, e.message])));
      if ((error as ApiError).code !== 'upload.cancelled') notifyError(error);
      setProgress(null);
    } finally {
      upload.current = null;
    }
  };

  const sending = progress !== null;
  const percent = progress?.total ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <BackButton to="/modules/bms/videos" />
      <Paper component="form" onSubmit={submit} noValidate sx={{ p: 2, mt: 1, display: 'grid', gap: 2 }}>
        <TextField
          label={translate('resources.videos.fields.title')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          autoFocus
          error={!!errors.title}
          helperText={errors.title}
          disabled={sending}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          select
          label={translate('resources.videos.fields.category')}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          required
          error={!!errors.category}
          helperText={errors.category}
          disabled={sending || categories.isPending}
        >
          {(categories.data ?? []).map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <FilePicker
          label="bms.video_file"
          accept="video/*"
          file={videoFile}
          onChange={setVideoFile}
          error={errors.videoFile}
          disabled={sending}
        />
        <FilePicker
          label="bms.cover_file"
          accept="image/*"
          file={coverFile}
          onChange={setCoverFile}
          error={errors.coverFile}
          disabled={sending}
        />
        {sending && (
          <Box>
            <LinearProgress variant="determinate" value={percent} aria-label={translate('bms.upload_progress')} />
            <Typography variant="body2" color="text.secondary">
              {translate('bms.uploaded_percent', { percent })}
            </Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" startIcon={<UploadIcon />} disabled={sending}>
            {translate('bms.upload')}
          </Button>
          {sending && (
            <Button onClick={() => upload.current?.cancel()} color="inherit">
              {translate('confirm.cancel')}
            </Button>
          )}
        </Box>
      </Paper>
    </Box>
  );
};
