import VerifiedIcon from '@mui/icons-material/VerifiedUser';
import { Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Schemas } from '@atrium/api-client';
import { Button } from '../../components/button';
import { useNotifyError } from '../../components/use-notify-error';
import type { AtriumDataProvider } from '../../data-provider/data-provider';

type Verdict = Schemas['LedgerVerdictDto'];

// The verdict's alert is only drawn after a click: it stays out of the admin dashboard's first download.
const loadVerdict = () => import('./ledger-verdict');
const LedgerVerdict = lazy(() => loadVerdict().then((m) => ({ default: m.LedgerVerdict })));

/**
 * 'Verify ledger': recomputes the billing ledger's hash chain (GET /audit/verify) on demand (it reads the whole
 * chain) and shows it verified or the first broken link. Admins name the client (or none: every client);
 * a client checks its own.
 */
export const LedgerCheck = ({ client }: { client?: number }) => {
  const provider = useDataProvider<AtriumDataProvider>();
  const notifyError = useNotifyError();
  const [pending, setPending] = useState(false);
  const [verdict, setVerdict] = useState<Verdict>();

  const check = async () => {
    setPending(true);
    void loadVerdict(); // fetched beside the check, not after it
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
      {verdict && (
        <Suspense fallback={null}>
          <LedgerVerdict verdict={verdict} />
        </Suspense>
      )}
    </Stack>
  );
};
