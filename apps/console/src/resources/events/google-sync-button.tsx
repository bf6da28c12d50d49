import SyncIcon from '@mui/icons-material/Sync';
import { useEffect, useRef, useState } from 'react';
import { Button, useDataProvider, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Schemas } from '@atrium/api-client';
import { readCurrentProject } from '../../auth/session-storage';
import { useNotifyError } from '../../components/use-notify-error';
import type { AtriumDataProvider } from '../../data-provider/data-provider';

type Consent = Schemas['CalendarConsentDto'];

/** Google sends the user back here: the same address starts and ends the consent (Google requires it). */
const redirectUri = () => `${window.location.origin}/modules/sch/events`;

/**
 * Sync Google Calendar: starts Google's consent screen with the server's client id (or shows the server's
 * 503 message when sync is not configured); back with `?code=`, posts the code and says
 * 'Google Calendar sync completed successfully!'. `onSynced` refreshes the calendar.
 */
export const GoogleSyncButton = ({ onSynced }: { onSynced: () => void }) => {
  const provider = useDataProvider<AtriumDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const posted = useRef<string | null>(null);
  const code = params.get('code');

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

  return (
    <Button label="sch.sync_google" onClick={start} disabled={busy} variant="outlined">
      <SyncIcon />
    </Button>
  );
};
