import { Box, MenuItem, Paper, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useRecordsOf } from '../../data-provider/records';
import { useNavigate } from 'react-router-dom';
import { readCurrentProject } from '../../auth/session-storage';
import { BackButton } from '../../components/back-button';
import { FilePicker } from '../../components/file-picker';
import { RequiredTextField } from '../../components/required-text-field';
import { UploadControls } from '../../components/upload-progress';
import { useUploadForm } from '../../components/use-upload-form';
import { moduleRoutes } from '../../routes/module-routes';

/** Spec 2 §5: with no category there is nothing to add a video to, so the user goes to add one. */
function useCategories() {
  const categories = useRecordsOf('video-categories', {
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
      navigate(moduleRoutes.bms.categories, { replace: true });
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
  const navigate = useNavigate();
  const categories = useCategories();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [videoFile, setVideoFile] = useState<File | null>(null);
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const upload = useUploadForm({ title, category, videoFile, coverFile });
  const { errors, sending } = upload;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void upload.send(`/api/bms/videos?project=${readCurrentProject() ?? ''}`, () => navigate(moduleRoutes.bms.videos));
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <BackButton to={moduleRoutes.bms.videos} />
      <Paper component="form" onSubmit={submit} noValidate sx={{ p: 2, mt: 1, display: 'grid', gap: 2 }}>
        <RequiredTextField
          label="resources.videos.fields.title"
          value={title}
          onChange={setTitle}
          error={errors.title}
          disabled={sending}
          autoFocus
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
        <UploadControls label="bms.upload" progress={upload.progress} onCancel={upload.cancel} />
      </Paper>
    </Box>
  );
};
