import { Alert, Box, FormControl, FormControlLabel, FormLabel, Paper, Radio, RadioGroup } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { readCurrentProject } from '../../auth/session-storage';
import { BackButton } from '../../components/back-button';
import { FilePicker } from '../../components/file-picker';
import { RequiredTextField } from '../../components/required-text-field';
import { UploadControls } from '../../components/upload-progress';
import { useUploadForm } from '../../components/use-upload-form';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

/**
 * /modules/asm/upload-asset/:folder: label, access (private by default; the warning that public files
 * must not be confidential) and the file, sent with a progress bar that can be cancelled. 'Upload
 * successful!', then the folder's files.
 */
export const AssetUpload = () => {
  const folder = Number(useParams().folder);
  const translate = useTranslate();
  const navigate = useNavigate();
  const [label, setLabel] = useState('');
  const [access, setAccess] = useState<'private' | 'public'>('private');
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadForm({ label, folder: String(folder), access, file });
  const { errors, sending } = upload;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void upload.send(`/api/asm/assets?project=${readCurrentProject() ?? ''}`, () => navigate(routeTo(moduleRoutes.asm.files, { folder })));
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <BackButton to={routeTo(moduleRoutes.asm.files, { folder })} />
      <Paper component="form" onSubmit={submit} noValidate sx={{ p: 2, mt: 1, display: 'grid', gap: 2 }}>
        <RequiredTextField
          label="resources.assets.fields.label"
          value={label}
          onChange={setLabel}
          error={errors.label}
          disabled={sending}
          autoFocus
        />
        <FormControl disabled={sending}>
          <FormLabel id="asset-access">{translate('resources.assets.fields.access')}</FormLabel>
          <RadioGroup row aria-labelledby="asset-access" value={access} onChange={(e) => setAccess(e.target.value as 'private' | 'public')}>
            <FormControlLabel value="private" control={<Radio />} label={translate('asm.private')} />
            <FormControlLabel value="public" control={<Radio />} label={translate('asm.public')} />
          </RadioGroup>
        </FormControl>
        <Alert severity="warning">{translate('asm.public_warning')}</Alert>
        <FilePicker label="asm.choose_file" inputLabel="asm.file" file={file} onChange={setFile} error={errors.file} disabled={sending} />
        <UploadControls label="asm.upload" progress={upload.progress} onCancel={upload.cancel} />
      </Paper>
    </Box>
  );
};
