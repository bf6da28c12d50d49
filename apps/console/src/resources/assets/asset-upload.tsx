import UploadIcon from '@mui/icons-material/Upload';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  Paper,
  Radio,
  RadioGroup,
  FormLabel,
  FormControl,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { ApiError } from '@atrium/api-client';
import { readCurrentProject } from '../../auth/session-storage';
import { BackButton } from '../../components/back-button';
import { useNotifyError } from '../../components/use-notify-error';
import { uploadWithProgress, type UploadHandle, type UploadProgress } from './upload-request';

type Errors = Partial<Record<'label' | 'file' | 'access', string>>;

/**
 * /modules/asm/upload-asset/:folder: label, access (private by default; the warning that public files
 * must not be confidential) and the file, sent with a progress bar that can be cancelled. 'Upload
 * successful!', then the folder's files.
 */
export const AssetUpload = () => {
  const folder = Number(useParams().folder);
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const [label, setLabel] = useState('');
  const [access, setAccess] = useState<'private' | 'public'>('private');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useRef<UploadHandle<unknown> | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {
      ...(label.trim() ? {} : { label: translate('ra.validation.required') }),
      ...(file ? {} : { file: translate('ra.validation.required') }),
    };
    setErrors(missing);
    if (Object.keys(missing).length || !file) return;
    // The project and the fields go before the file: the server checks them before storing a byte.
    const form = new FormData();
    form.append('project', String(readCurrentProject() ?? ''));
    form.append('label', label);
    form.append('folder', String(folder));
    form.append('access', access);
    form.append('file', file, file.name);
    setProgress({ loaded: 0, total: file.size });
    upload.current = uploadWithProgress(`/api/asm/assets?project=${readCurrentProject() ?? ''}`, form, setProgress);
    try {
      await upload.current.done;
      notify('messages.upload_done', { type: 'success' });
      navigate(`/modules/asm/files/${folder}`);
    } catch (error) {
      const fieldErrors = (error as ApiError).errors ?? [];
      setErrors(Object.fromEntries(fieldErrors.map((e) => [e.field, e.message])));
      if ((error as ApiError).code !== 'upload.cancelled') notifyError(error);
      setProgress(null);
    } finally {
      upload.current = null;
    }
  };

  const sending = progress !== null;
  const percent = progress && progress.total ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <BackButton to={`/modules/asm/files/${folder}`} />
      <Paper component="form" onSubmit={submit} noValidate sx={{ p: 2, mt: 1, display: 'grid', gap: 2 }}>
        <TextField
          label={translate('resources.assets.fields.label')}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          required
          autoFocus
          error={!!errors.label}
          helperText={errors.label}
          disabled={sending}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <FormControl disabled={sending}>
          <FormLabel id="asset-access">{translate('resources.assets.fields.access')}</FormLabel>
          <RadioGroup row aria-labelledby="asset-access" value={access} onChange={(e) => setAccess(e.target.value as 'private' | 'public')}>
            <FormControlLabel value="private" control={<Radio />} label={translate('asm.private')} />
            <FormControlLabel value="public" control={<Radio />} label={translate('asm.public')} />
          </RadioGroup>
        </FormControl>
        <Alert severity="warning">{translate('asm.public_warning')}</Alert>
        <Box>
          <Button variant="outlined" component="label" disabled={sending}>
            {translate('asm.choose_file')}
            <input type="file" hidden aria-label={translate('asm.file')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </Button>
          <Typography component="span" sx={{ ml: 2 }} color={errors.file ? 'error' : 'text.secondary'}>
            {file?.name ?? errors.file ?? translate('asm.no_file')}
          </Typography>
        </Box>
        {sending && (
          <Box>
            <LinearProgress variant="determinate" value={percent} aria-label={translate('asm.upload_progress')} />
            <Typography variant="body2" color="text.secondary">
              {translate('asm.uploaded_percent', { percent })}
            </Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" startIcon={<UploadIcon />} disabled={sending}>
            {translate('asm.upload')}
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
