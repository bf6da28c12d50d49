import VerifiedIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Schemas } from '@atrium/api-client';
import { Button } from '../../components/button';
import { useNotifyError } from '../../components/use-notify-error';
import type { AtriumDataProvider } from '../../data-provider/data-provider';

type Verdict = Schemas['LedgerVerdictDto'];

/**
 * 'Verify ledger': recomputes the billing ledger's hash chain (GET /audit/verify) on demand (it reads the whole
 * chain) and shows it verified or the first broken link. Admins name the client (or none: every client);
 * a client checks its own.
 */
export const LedgerCheck = ({ client }: { client?: number }) => {
  const provider = useDataProvider<AtriumDataProvider>();
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [pending, setPending] = useState(false);
  const [verdict, setVerdict] = useState<Verdict>();

  const check = async () => {
    setPending(true);
    try {
      setVerdict(await provider.send<Verdict>('ledger', { method: 'GET', query: client === undefined ? {} : { client } }));
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, my: 1 }}>
      <Button label="ledger.verify" onClick={check} disabled={pending} variant="outlined">
        <VerifiedIcon />
      </Button>
      {verdict?.ok && (
        <Alert severity="success" role="status">
          {translate('ledger.verified', { smart_count: verdict.entries, clients: verdict.clients })}
        </Alert>
      )}
      {verdict?.broken && (
        <Alert severity="error" role="alert">
          {translate('ledger.broken', {
            client: verdict.broken.client,
            entry: verdict.broken.seq ?? '—',
            message: verdict.broken.message,
          })}
        </Alert>
      )}
    </Stack>
  );
};
