import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  LinearProgress,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Schemas } from '@atrium/api-client';
import { api } from '../../api';
import { readCurrentProject } from '../../auth/session-storage';
import { UploadProgressBar, useUpload } from '../../components/upload-progress';
import { useNotifyError } from '../../components/use-notify-error';

type Import = Schemas['ImportDto'];
type Preview = Schemas['ImportPreviewDto'];
export type ImportResource = Import['resource'];

const UPLOAD_PATH: Record<ImportResource, string> = {
  leads: '/api/com/leads/imports',
  customers: '/api/crm/customers/imports',
  items: '/api/inv/items/imports',
};
const STEPS = ['imports.step_file', 'imports.step_mapping', 'imports.step_preview', 'imports.step_import'] as const;

function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Step 1: the file, sent with its progress; the server answers its columns, the guessed mapping and its first rows. */
const ChooseFile = ({ resource, group, onUploaded }: { resource: ImportResource; group?: number; onUploaded: (i: Import) => void }) => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const upload = useUpload<Import>();
  const [file, setFile] = useState<File | null>(null);
  const inputId = useId();
  const send = async () => {
    if (!file) return;
    const form = new FormData();
    if (group) form.append('inventoryGroup', String(group));
    else form.append('project', String(readCurrentProject() ?? ''));
    form.append('file', file);
    try {
      onUploaded(await upload.start(UPLOAD_PATH[resource], form, file.size));
    } catch (error) {
      if ((error as { code?: string }).code !== 'upload.cancelled') notifyError(error);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{translate('imports.file_help')}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button component="label" htmlFor={inputId} variant="outlined">
          {translate('imports.choose_file')}
          <input id={inputId} type="file" accept=".csv,text/csv,text/plain" hidden onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Button>
        <Typography role="status">{file ? file.name : translate('upload.no_file')}</Typography>
      </Box>
      <UploadProgressBar progress={upload.progress} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" onClick={send} disabled={!file || upload.sending}>
          {translate('imports.upload')}
        </Button>
        {upload.sending && (
          <Button onClick={upload.cancel} color="inherit">
            {translate('confirm.cancel')}
          </Button>
        )}
      </Box>
    </Box>
  );
};

/** Step 2: each column's field, as guessed from the headers; a required field no column maps is named. */
const Mapping = ({
  imp,
  mapping,
  onChange,
}: {
  imp: Import;
  mapping: Array<string | null>;
  onChange: (m: Array<string | null>) => void;
}) => {
  const translate = useTranslate();
  const missing = imp.fields.filter((f) => f.required && !mapping.includes(f.name)).map((f) => f.label);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{translate('imports.mapping_help', { total: imp.total })}</Typography>
      {imp.columns.map((column, i) => (
        <FormControl key={i} size="small">
          <InputLabel id={`import-column-${i}`}>{column || translate('imports.column_n', { n: i + 1 })}</InputLabel>
          <Select
            labelId={`import-column-${i}`}
            label={column || translate('imports.column_n', { n: i + 1 })}
            value={mapping[i] ?? ''}
            onChange={(e) => onChange(mapping.map((m, j) => (j === i ? (e.target.value as string) || null : m)))}
          >
            <MenuItem value="">
              <em>{translate('imports.ignore')}</em>
            </MenuItem>
            {imp.fields.map((f) => (
              <MenuItem key={f.name} value={f.name} disabled={mapping.includes(f.name) && mapping[i] !== f.name}>
                {f.label}
                {f.required ? ' *' : ''}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      ))}
      {missing.length > 0 && <Alert severity="warning">{translate('imports.unmapped', { fields: missing.join(', ') })}</Alert>}
    </Box>
  );
};

/** Step 3: the first rows with their errors, and how to import. */
const PreviewStep = ({
  imp,
  preview,
  mode,
  duplicates,
  onMode,
  onDuplicates,
}: {
  imp: Import;
  preview: Preview;
  mode: 'all' | 'skip';
  duplicates: 'update' | 'skip';
  onMode: (m: 'all' | 'skip') => void;
  onDuplicates: (d: 'update' | 'skip') => void;
}) => {
  const translate = useTranslate();
  const bad = preview.rows.filter((r) => r.errors.length).length;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography role="status">{translate('imports.preview_summary', { shown: preview.rows.length, total: imp.total, bad })}</Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('imports.step_preview')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('imports.row')}</TableCell>
              {imp.columns.map((c, i) => (
                <TableCell key={i}>{c}</TableCell>
              ))}
              <TableCell>{translate('imports.errors')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((r) => (
              <TableRow key={r.row} sx={r.errors.length ? { bgcolor: 'error.light' } : undefined}>
                <TableCell>{r.row}</TableCell>
                {imp.columns.map((_, i) => (
                  <TableCell key={i}>{r.cells[i] ?? ''}</TableCell>
                ))}
                <TableCell>{r.errors.map((e) => `${e.column}: ${e.message}`).join('; ') || translate('imports.ok')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <FormControl>
        <FormLabel id="import-mode">{translate('imports.mode')}</FormLabel>
        <RadioGroup aria-labelledby="import-mode" value={mode} onChange={(e) => onMode(e.target.value as 'all' | 'skip')}>
          <FormControlLabel value="all" control={<Radio />} label={translate('imports.mode_all')} />
          <FormControlLabel value="skip" control={<Radio />} label={translate('imports.mode_skip')} />
        </RadioGroup>
      </FormControl>
      {imp.resource !== 'items' && (
        <FormControl>
          <FormLabel id="import-duplicates">{translate('imports.duplicates')}</FormLabel>
          <RadioGroup
            aria-labelledby="import-duplicates"
            value={duplicates}
            onChange={(e) => onDuplicates(e.target.value as 'update' | 'skip')}
          >
            <FormControlLabel value="skip" control={<Radio />} label={translate('imports.duplicates_skip')} />
            <FormControlLabel value="update" control={<Radio />} label={translate('imports.duplicates_update')} />
          </RadioGroup>
        </FormControl>
      )}
    </Box>
  );
};

/** Step 4: the job's progress, then its result and the error report. */
const Progress = ({ imp }: { imp: Import }) => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const percent = imp.total ? Math.round((imp.processed / imp.total) * 100) : 0;
  const finished = imp.status === 'done' || imp.status === 'failed';
  const download = async () => {
    const { data, error } = await api.GET('/api/imports/errors', { params: { query: { id: String(imp.id) } }, parseAs: 'blob' });
    if (error !== undefined || !data) return notifyError(error);
    save(data as Blob, `${imp.fileName.replace(/\.[^.]*$/, '')}-errors.csv`);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <LinearProgress variant="determinate" value={finished ? 100 : percent} aria-label={translate('imports.progress')} />
      <Typography role="status">{translate('imports.processed', { processed: imp.processed, total: imp.total })}</Typography>
      {finished && (
        <Alert severity={imp.status === 'failed' ? 'error' : imp.failed ? 'warning' : 'success'}>
          {imp.status === 'failed'
            ? imp.message
            : translate('imports.result', { created: imp.created, updated: imp.updated, skipped: imp.skipped, failed: imp.failed })}
        </Alert>
      )}
      {imp.errorReport && (
        <Box>
          <Button variant="outlined" onClick={download}>
            {translate('imports.download_errors')}
          </Button>
        </Box>
      )}
    </Box>
  );
};

/**
 * Import CSV (issue 23 §2): choose the file (sent with its progress), map its columns (guessed from the
 * headers), preview the first rows with their errors and choose how to import, then follow the job to its
 * result and download its error report. Every step is a plain form control: keyboard-friendly throughout.
 */
export default function ImportDialog({ resource, group, onClose }: { resource: ImportResource; group?: number; onClose: () => void }) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [step, setStep] = useState(0);
  const [imp, setImp] = useState<Import | null>(null);
  const [mapping, setMapping] = useState<Array<string | null>>([]);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [mode, setMode] = useState<'all' | 'skip'>('all');
  const [duplicates, setDuplicates] = useState<'update' | 'skip'>('skip');
  const [busy, setBusy] = useState(false);
  const running = step === 3 && imp !== null && imp.status !== 'done' && imp.status !== 'failed';

  useEffect(() => {
    if (!running || !imp) return;
    const timer = setTimeout(async () => {
      const { data, error } = await api.GET('/api/imports', { params: { query: { id: String(imp.id) } } });
      if (error !== undefined || !data) return notifyError(error);
      setImp(data);
    }, 500);
    return () => clearTimeout(timer);
  }, [running, imp, notifyError]);

  const uploaded = (i: Import) => {
    setImp(i);
    setMapping(i.mapping);
    setStep(1);
  };
  const toPreview = async () => {
    if (!imp) return;
    setBusy(true);
    const { data, error } = await api.POST('/api/imports/preview', { body: { id: imp.id, mapping } });
    setBusy(false);
    if (error !== undefined || !data) return notifyError(error);
    setPreview(data);
    setStep(2);
  };
  const start = async () => {
    if (!imp) return;
    setBusy(true);
    const { data, error } = await api.POST('/api/imports/start', { body: { id: imp.id, mapping, mode, duplicates } });
    setBusy(false);
    if (error !== undefined || !data) return notifyError(error);
    setImp(data);
    setStep(3);
  };
  const unmapped = imp ? imp.fields.some((f) => f.required && !mapping.includes(f.name)) : true;

  return (
    <Dialog open onClose={running ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="import-title">
      <DialogTitle id="import-title">{translate(`imports.title_${resource}`)}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{translate(label)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && <ChooseFile resource={resource} group={group} onUploaded={uploaded} />}
        {step === 1 && imp && <Mapping imp={imp} mapping={mapping} onChange={setMapping} />}
        {step === 2 && imp && preview && (
          <PreviewStep imp={imp} preview={preview} mode={mode} duplicates={duplicates} onMode={setMode} onDuplicates={setDuplicates} />
        )}
        {step === 3 && imp && <Progress imp={imp} />}
      </DialogContent>
      <DialogActions>
        {(step === 1 || step === 2) && <Button onClick={() => setStep(step - 1)}>{translate('imports.back')}</Button>}
        {step === 1 && (
          <Button variant="contained" onClick={toPreview} disabled={busy || unmapped}>
            {translate('imports.to_preview')}
          </Button>
        )}
        {step === 2 && (
          <Button variant="contained" onClick={start} disabled={busy}>
            {translate('imports.start')}
          </Button>
        )}
        <Button onClick={onClose} disabled={running}>
          {translate(step === 3 ? 'imports.close' : 'confirm.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
