import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Schemas } from '@atrium/api-client';

/** The answer of 'Verify ledger': verified, or the first broken link. */
export const LedgerVerdict = ({ verdict }: { verdict: Schemas['LedgerVerdictDto'] }) => {
  const translate = useTranslate();
  if (verdict.ok) {
    return (
      <Alert severity="success" role="status">
        {translate('ledger.verified', { smart_count: verdict.entries, clients: verdict.clients })}
      </Alert>
    );
  }
  if (!verdict.broken) return null;
  return (
    <Alert severity="error" role="alert">
      {translate('ledger.broken', {
        client: verdict.broken.client,
        entry: verdict.broken.seq ?? '—',
        message: verdict.broken.message,
      })}
    </Alert>
  );
};
