import { unwrap, type Schemas } from '@atrium/api-client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../api';
import { LoginField } from '../login/login-field';
import { SubmitButton } from '../login/plain-button';
import { text } from '../login/texts';
import { RecoveryCodes } from './recovery-codes';
import { errorText } from '../i18n/locale';

type Setup = Schemas['AuthenticatorSetupDto'];
export type ConfirmedSetup = Schemas['ConfirmedTwoFactorSetupDto'];

const messageOf = (error: unknown) => errorText(error);

/**
 * Setting up an authenticator: the QR code and its key, confirmed with a first code, then the recovery
 * codes, shown once. Signed in it needs no `challenge`; at a sign-in that requires it, the challenge says
 * who. Plain MUI (no react-admin), so the login page can show it too.
 */
export const TwoFactorSetup = ({ challenge, onFinished }: { challenge?: string; onFinished: (confirmed: ConfirmedSetup) => void }) => {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirmed, setConfirmed] = useState<ConfirmedSetup | null>(null);

  useEffect(() => {
    let current = true;
    unwrap(api.POST('/api/auth/2fa/setup', { body: challenge ? { challenge } : {} })).then(
      (started) => current && setSetup(started),
      (error: unknown) => current && setProblem(messageOf(error)),
    );
    return () => {
      current = false;
    };
  }, [challenge]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setProblem(text('auth.required'));
    setPending(true);
    setProblem(null);
    try {
      setConfirmed(await unwrap(api.POST('/api/auth/2fa/confirm', { body: { code: code.trim(), ...(challenge ? { challenge } : {}) } })));
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  if (confirmed)
    return (
      <Box>
        <RecoveryCodes codes={confirmed.recoveryCodes} />
        <SubmitButton type="button" onClick={() => onFinished(confirmed)}>
          {text(challenge ? 'two_factor.continue' : 'two_factor.done')}
        </SubmitButton>
      </Box>
    );
  if (!setup)
    return (
      <Typography role={problem ? 'alert' : 'status'} color={problem ? 'error' : 'text.secondary'}>
        {problem ?? text('two_factor.loading')}
      </Typography>
    );
  return (
    <form onSubmit={confirm} noValidate>
      <Typography variant="body2" color="text.secondary">
        {text('two_factor.scan')}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', my: 1 }}>
        <img src={setup.qrCode} alt={text('two_factor.qr_alt')} width={200} height={200} style={{ background: '#fff' }} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {text('two_factor.secret')}
      </Typography>
      <Typography data-testid="two-factor-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mb: 1 }}>
        {setup.secret}
      </Typography>
      <LoginField
        label={text('two_factor.code')}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        problem={problem}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
      />
      <SubmitButton type="submit" disabled={pending}>
        {text('two_factor.confirm')}
      </SubmitButton>
    </form>
  );
};
