import { unwrap } from '@atrium/api-client';
import { Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { api } from '../api';
import { useNotifyError } from '../components/use-notify-error';

/** The admins' switch: require two-factor sign-in of every admin and client (a platform setting). */
export const TwoFactorPolicy = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [required, setRequired] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    unwrap(api.GET('/api/auth/2fa/policy')).then((policy) => setRequired(policy.required), notifyError);
  }, [notifyError]);

  // The switch moves at once (as a switch does) and moves back if the platform refuses the change.
  const change = async (next: boolean) => {
    setPending(true);
    setRequired(next);
    try {
      await unwrap(api.PATCH('/api/auth/2fa/policy', { body: { required: next } }));
      notify(next ? 'two_factor.policy_on' : 'two_factor.policy_off', { type: 'success' });
    } catch (error) {
      setRequired(!next);
      notifyError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 520 }} component="section" aria-labelledby="two-factor-policy-title">
      <CardContent>
        <Typography id="two-factor-policy-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('two_factor.policy_title')}
        </Typography>
        <FormControlLabel
          control={<Switch checked={required ?? false} disabled={required === null || pending} onChange={(_, next) => void change(next)} />}
          label={translate('two_factor.policy_switch')}
        />
        <Typography variant="body2" color="text.secondary">
          {translate('two_factor.policy_help')}
        </Typography>
      </CardContent>
    </Card>
  );
};
