import SyncIcon from '@mui/icons-material/Sync';
import { Tooltip, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Button } from '../../components/button';
import { useServerHealth } from '../../components/server-health';
import { useSearchParams } from 'react-router-dom';
import type { Schemas } from '@atrium/api-client';
import { readCurrentProject } from '../../auth/session-storage';
import { useNotifyError } from '../../components/use-notify-error';
import type { AtriumDataProvider } from '../../data-provider/data-provider';
import { moduleRoutes } from '../../routes/module-routes';

type Consent = Schemas['CalendarConsentDto'];

/** Google sends the user back here: the same address starts and ends the consent (Google requires it). */
const redirectUri = () => `${window.location.origin}${moduleRoutes.sch.events}`;

/**
 * Sync Google Calendar: starts Google's consent screen with the server's client id; back with `?code=`,
 * posts the code and says 'Google Calendar sync completed successfully!'. `onSynced` refreshes the calendar.
 * On a server without Google set up (GET /health's `calendarSync`) the button is disabled and says why, in
 * people's words, before anyone clicks it.
 */
export const GoogleSyncButton = ({ onSynced }: { onSynced: () => void }) => {
  const provider = useDataProvider<AtriumDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const posted = useRef<string | null>(null);
  const code = params.get('code');
  const translate = useTranslate();
  const health = useServerHealth();
  const notSetUp = health?.calendarSync === false;

  useEffect(() => {
    if (!code || posted.current === code) return;
    posted.current = code;
    setBusy(true);
    const project = Number(params.get('state')) || readCurrentProject();
    provider
      .send('calendar-sync', { method: 'POST', body: { project, authCode: code, redirectUri: redirectUri() } })
      .then(() => {
        notify('messages.calendar_synced', { type: 'success' });
        onSynced();
      }, notifyError)
      .finally(() => {
        setBusy(false);
        // The code is single-use: drop it from the address so a reload does not post it again.
        setParams({}, { replace: true });
      });
  }, [code]);

  const start = async () => {
    setBusy(true);
    try {
      const consent = await provider.send<Consent>('calendar-sync', { method: 'GET' });
      const url = new URL(consent.authUrl);
      url.search = new URLSearchParams({
        client_id: consent.clientId,
        redirect_uri: redirectUri(),
        response_type: 'code',
        scope: consent.scope,
        access_type: 'offline',
        prompt: 'consent',
        state: String(readCurrentProject() ?? ''),
      }).toString();
      window.location.assign(url.toString());
    } catch (error) {
      notifyError(error);
      setBusy(false);
    }
  };

  const button = (
    <Button
      label="sch.sync_google"
      onClick={start}
      disabled={busy || notSetUp}
      variant="outlined"
      aria-describedby={notSetUp ? 'calendar-sync-not-set-up' : undefined}
    >
      <SyncIcon />
    </Button>
  );
  if (!notSetUp) return button;
  // A disabled button receives no pointer events: the tooltip listens on its wrapper, and the reason is
  // also written out (for touch screens and screen readers).
  const why = translate('sch.sync_not_set_up');
  return (
    <>
      <Tooltip title={why}>
        <span>{button}</span>
      </Tooltip>
      <Typography id="calendar-sync-not-set-up" variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
        {why}
      </Typography>
    </>
  );
};
