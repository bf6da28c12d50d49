import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ApiError } from '@atrium/api-client';
import { readCurrentProject } from '../../auth/session-storage';
import { UploadProgressBar, useUpload } from '../../components/upload-progress';
import { useNotifyError } from '../../components/use-notify-error';

type Errors = Partial<Record<'label' | 'file', string>>;

/** The assets page's upload modal (spec 1): label and file, sent with a progress bar; closes on success. */
export const UploadAssetDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const upload = useUpload<unknown>();
  const [label, setLabel] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const close = () => {
    upload.cancel();
    setLabel('');
    setFile(null);
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {
      ...(label.trim() ? {} : { label: translate('ra.validation.required') }),
      ...(file ? {} : { file: translate('ra.validation.required') }),
    };
    setErrors(missing);
    if (Object.keys(missing).length || !file) return;
    // The project and the label go before the file: the server checks them before storing a byte.
    const form = new FormData();
    form.append('project', String(readCurrentProject() ?? ''));
    form.append('label', label);
    form.append('file', file, file.name);
    try {
      await upload.start('/api/cms/assets', form, file.size);
      notify('messages.upload_done', { type: 'success' });
      refresh();
      close();
    } catch (error) {
      const fieldErrors = (error as ApiError).errors ?? [];
      setErrors(Object.fromEntries(fieldErrors.map((e) => [e.field, e.message])));
      if ((error as ApiError).code !== 'upload.cancelled') notifyError(error);
    }
  };

  return (
    <Dialog open={open} onClose={upload.sending ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="upload-asset-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="upload-asset-title">{translate('screens.modules.asm_upload_asset')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={translate('resources.project-assets.fields.label')}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            required
            autoFocus
            error={!!errors.label}
            helperText={errors.label}
            disabled={upload.sending}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Box>
            <Button variant="outlined" component="label" disabled={upload.sending}>
              {translate('asm.choose_file')}
              <input
                type="file"
                hidden
                accept="image/*,video/*"
                aria-label={translate('asm.file')}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography component="span" sx={{ ml: 2 }} color={errors.file ? 'error' : 'text.secondary'}>
              {file?.name ?? errors.file ?? translate('asm.no_file')}
            </Typography>
          </Box>
          <UploadProgressBar progress={upload.progress} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} color="inherit">
            {translate('confirm.cancel')}
          </Button>
          <Button type="submit" variant="contained" startIcon={<UploadIcon />} disabled={upload.sending}>
            {translate('asm.upload')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
