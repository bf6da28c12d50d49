import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { FilePicker } from '../../components/file-picker';
import { RequiredTextField } from '../../components/required-text-field';
import { UploadProgressBar } from '../../components/upload-progress';
import { useUploadForm } from '../../components/use-upload-form';

/** The assets page's upload modal (spec 1): label and file, sent with a progress bar; closes on success. */
export const UploadAssetDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [label, setLabel] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadForm({ label, file });
  const { errors, sending } = upload;

  const close = () => {
    upload.cancel();
    setLabel('');
    setFile(null);
    upload.clearErrors();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void upload.send('/api/cms/assets', () => {
      refresh();
      close();
    });
  };

  return (
    <Dialog open={open} onClose={sending ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="upload-asset-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="upload-asset-title">{translate('screens.modules.asm_upload_asset')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <RequiredTextField
            label="resources.project-assets.fields.label"
            value={label}
            onChange={setLabel}
            error={errors.label}
            disabled={sending}
            autoFocus
          />
          <FilePicker
            label="asm.choose_file"
            inputLabel="asm.file"
            accept="image/*,video/*"
            file={file}
            onChange={setFile}
            error={errors.file}
            disabled={sending}
          />
          <UploadProgressBar progress={upload.progress} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} color="inherit">
            {translate('confirm.cancel')}
          </Button>
          <Button type="submit" variant="contained" startIcon={<UploadIcon />} disabled={sending}>
            {translate('asm.upload')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
