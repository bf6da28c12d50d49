import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { use, useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_WEBHOOK_EVENTS, PROJECT_WEBHOOK_EVENTS } from '@atrium/api-client';
import { useCurrentProject } from '../../auth/use-current-project';
import { CopyButton } from '../../components/copy-button';
import { useApiCall } from '../../components/use-api-call';
import { useNotifyError } from '../../components/use-notify-error';
import type { AtriumDataProvider } from '../../data-provider/data-provider';
import { loadWebhookTexts } from '../../i18n/i18n-provider';
import { useScreen } from '../../routes/screen-frame';
import { webhookCalls, webhookScreens, type CreatedWebhookEndpoint } from './webhook-api';

/** The signing secret, answered once by the server: shown with a copy button and the warning that it will not be shown again. */
const SecretDialog = ({ created, onClose }: { created: CreatedWebhookEndpoint | null; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog
      open={created !== null}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby="webhook-secret-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="webhook-secret-title">{translate('webhooks.secret_title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('webhooks.secret_intro')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            label={translate('webhooks.secret')}
            value={created?.secret ?? ''}
            fullWidth
            onFocus={(event) => event.target.select()}
            slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
          />
          <CopyButton text={created?.secret ?? ''} label="actions.copy" />
        </Stack>
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('webhooks.secret_once')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {translate('actions.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Adds an endpoint: its URL, a description and the events it wants (the API's list for the caller's area). */
const AddEndpointDialog = ({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (e: CreatedWebhookEndpoint) => void;
}) => {
  const translate = useTranslate();
  const { area } = useScreen();
  const project = useCurrentProject();
  const provider = useDataProvider<AtriumDataProvider>();
  const notifyError = useNotifyError();
  const choices: readonly string[] = area === 'client' ? ACCOUNT_WEBHOOK_EVENTS : PROJECT_WEBHOOK_EVENTS;
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!events.length) return setErrors({ events: translate('webhooks.events_required') });
    setSaving(true);
    try {
      const created = await webhookCalls(provider, area).create({ url, description, events, ...(area === 'client' ? {} : { project }) });
      setUrl('');
      setDescription('');
      setEvents([]);
      setErrors({});
      onAdded(created);
    } catch (error) {
      const fields = (error as { body?: { errors?: { field: string; message: string }[] } }).body?.errors ?? [];
      setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="add-webhook-title" fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id="add-webhook-title">{translate('webhooks.add')}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('webhooks.url')}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            required
            fullWidth
            margin="dense"
            autoFocus
            placeholder="https://example.com/hooks/atrium"
            error={Boolean(errors.url)}
            helperText={errors.url ?? translate('webhooks.url_help')}
          />
          <TextField
            label={translate('webhooks.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            fullWidth
            margin="dense"
          />
          <FormLabel component="legend" sx={{ mt: 2 }}>
            {translate('webhooks.events')}
          </FormLabel>
          <FormGroup>
            {choices.map((name) => (
              <FormControlLabel
                key={name}
                label={<span translate="no">{name}</span>}
                control={
                  <Checkbox
                    checked={events.includes(name)}
                    onChange={(e) => setEvents(e.target.checked ? [...events, name] : events.filter((x) => x !== name))}
                  />
                }
              />
            ))}
          </FormGroup>
          {errors.events && <FormHelperText error>{errors.events}</FormHelperText>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('webhooks.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** /users/webhooks (the current project's endpoints) and /client/webhooks (the account's, for billing events). */
const Endpoints = () => {
  const translate = useTranslate();
  const { area } = useScreen();
  const project = useCurrentProject();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [version, setVersion] = useState(0);
  const endpoints = useApiCall(`${area}.${project}.${version}`, (p) => webhookCalls(p, area).list(project));
  const screens = webhookScreens(area);

  return (
    <Box>
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {translate(area === 'client' ? 'webhooks.intro_account' : 'webhooks.intro_project')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {translate('webhooks.add')}
        </Button>
      </Stack>
      {endpoints.data && endpoints.data.length === 0 && <Typography>{translate('ra.navigation.no_results')}</Typography>}
      {endpoints.data && endpoints.data.length > 0 && (
        <Table size="small" aria-label={translate('webhooks.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('webhooks.url')}</TableCell>
              <TableCell>{translate('webhooks.events')}</TableCell>
              <TableCell>{translate('webhooks.state')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {endpoints.data.map((e) => (
              <TableRow key={e.id}>
                <TableCell>
                  <Link component={RouterLink} to={`${screens.details}/${e.id}`}>
                    {e.url}
                  </Link>
                  {e.description && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {e.description}
                    </Typography>
                  )}
                </TableCell>
                <TableCell translate="no">{e.events.join(', ')}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={e.enabled ? 'success' : 'default'}
                    label={translate(e.enabled ? 'webhooks.enabled' : 'webhooks.disabled')}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <AddEndpointDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(endpoint) => {
          setAdding(false);
          setCreated(endpoint);
          setVersion((v) => v + 1);
        }}
      />
      <SecretDialog created={created} onClose={() => setCreated(null)} />
    </Box>
  );
};

/** Shown once the webhook screens' texts are in (en-webhooks.ts). */
export const WebhooksPage = () => {
  use(loadWebhookTexts());
  return <Endpoints />;
};
