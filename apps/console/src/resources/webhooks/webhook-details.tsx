import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { use, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { useApiCall } from '../../components/use-api-call';
import { useNotifyError } from '../../components/use-notify-error';
import type { AtriumDataProvider } from '../../data-provider/data-provider';
import { loadWebhookTexts } from '../../i18n/i18n-provider';
import { useScreen } from '../../routes/screen-frame';
import { webhookCalls, webhookScreens, type WebhookDelivery } from './webhook-api';

const when = (unix?: number) => (unix ? new Date(unix * 1000).toLocaleString() : '');

const statusColor = { delivered: 'success', failed: 'error', pending: 'warning' } as const;

/** One endpoint: its settings, Send test event, enable or disable, delete, and its delivery log with Redeliver. */
const Details = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const { area } = useScreen();
  const id = Number(useParams().id);
  const provider = useDataProvider<AtriumDataProvider>();
  const calls = webhookCalls(provider, area);
  const [version, setVersion] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const endpoint = useApiCall(`${id}.${version}`, (p) => webhookCalls(p, area).one(id));
  const log = useApiCall(`log.${id}.${version}`, (p) => webhookCalls(p, area).deliveries(id));
  const again = () => setVersion((v) => v + 1);

  async function act(call: () => Promise<unknown>, success: string) {
    setBusy(true);
    try {
      await call();
      notify(success, { type: 'success' });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      again();
    }
  }

  if (endpoint.error) return <Alert severity="error">{translate('webhooks.not_found')}</Alert>;
  const e = endpoint.data;
  if (!e) return null;
  return (
    <Box>
      <Typography variant="h6" sx={{ wordBreak: 'break-all' }}>
        {e.url}
      </Typography>
      {e.description && <Typography color="text.secondary">{e.description}</Typography>}
      <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }} useFlexGap>
        <Chip
          size="small"
          color={e.enabled ? 'success' : 'default'}
          label={translate(e.enabled ? 'webhooks.enabled' : 'webhooks.disabled')}
        />
        {e.events.map((name) => (
          // Event names are the Standard Webhooks types the receiver reads: data, never translated.
          <Chip key={name} size="small" variant="outlined" label={name} translate="no" />
        ))}
      </Stack>
      {e.disabledReason && <Alert severity="warning">{e.disabledReason}</Alert>}
      <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: 'wrap' }} useFlexGap>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={busy}
          onClick={() => act(() => calls.test(id), 'webhooks.test_sent')}
        >
          {translate('webhooks.send_test')}
        </Button>
        <Button
          disabled={busy}
          onClick={() => act(() => calls.update({ id, enabled: !e.enabled }), e.enabled ? 'webhooks.disabled_now' : 'webhooks.enabled_now')}
        >
          {translate(e.enabled ? 'webhooks.disable' : 'webhooks.enable')}
        </Button>
        <Button color="error" disabled={busy} onClick={() => setDeleting(true)}>
          {translate('ra.action.delete')}
        </Button>
        <Button startIcon={<RefreshIcon />} onClick={again}>
          {translate('webhooks.reload')}
        </Button>
      </Stack>
      <Typography variant="subtitle1" component="h2">
        {translate('webhooks.log')}
      </Typography>
      {log.data && log.data.length === 0 && <Typography>{translate('webhooks.no_deliveries')}</Typography>}
      {log.data && log.data.length > 0 && (
        <Table size="small" aria-label={translate('webhooks.log')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('webhooks.event')}</TableCell>
              <TableCell>{translate('webhooks.status')}</TableCell>
              <TableCell>{translate('webhooks.attempts')}</TableCell>
              <TableCell>{translate('webhooks.answer')}</TableCell>
              <TableCell>{translate('webhooks.when')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {log.data.map((d: WebhookDelivery) => (
              <TableRow key={d.id} data-delivery={d.id}>
                <TableCell translate="no">
                  {d.event}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontFamily: 'monospace' }}>
                    {d.messageId}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip size="small" color={statusColor[d.status]} label={translate(`webhooks.statuses.${d.status}`)} />
                </TableCell>
                <TableCell>{d.attempts}</TableCell>
                <TableCell>
                  <Tooltip title={d.responseBody ?? d.lastError ?? ''}>
                    <span>
                      {d.responseStatus ?? d.lastError ?? ''}
                      {d.responseMs !== undefined ? ` · ${d.responseMs} ms` : ''}
                    </span>
                  </Tooltip>
                </TableCell>
                <TableCell>{when(d.lastAttemptAt ?? d.createdAt)}</TableCell>
                <TableCell>
                  {d.status !== 'pending' && (
                    <Button
                      size="small"
                      startIcon={<ReplayIcon />}
                      disabled={busy}
                      onClick={() => act(() => calls.redeliver(d.id), 'webhooks.redelivered')}
                    >
                      {translate('webhooks.redeliver')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDeleteDialog
        isOpen={deleting}
        loading={busy}
        onClose={() => setDeleting(false)}
        onConfirm={() => act(() => calls.remove(id), 'webhooks.deleted').then(() => navigate(webhookScreens(area).list))}
      />
    </Box>
  );
};

/** Shown once the webhook screens' texts are in (en-webhooks.ts). */
export const WebhookDetails = () => {
  use(loadWebhookTexts());
  return <Details />;
};
