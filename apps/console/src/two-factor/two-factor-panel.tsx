import { ApiError, unwrap, type Schemas } from '@atrium/api-client';
import SecurityIcon from '@mui/icons-material/Security';
import { Card, CardContent, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Form, PasswordInput, required, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { api } from '../api';
import { Button } from '../components/button';
import { useNotifyError } from '../components/use-notify-error';
import { TwoFactorSetup } from './two-factor-setup';
import { errorText, fieldErrorText } from '../i18n/locale';

type Status = Schemas['TwoFactorStatusDto'];
const requiredField = [required()];

/** Turning it off: the password and a current code (or a recovery code), both checked by the server. */
const TurnOff = ({ onDone }: { onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const submit = async (values: { password?: string; code?: string }) => {
    try {
      await unwrap(api.POST('/api/auth/2fa/disable', { body: { password: values.password ?? '', code: values.code?.trim() ?? '' } }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      notify(errorText(error), { type: 'error' });
      return Object.fromEntries(error.errors.map((e) => [e.field, fieldErrorText(e.message)]));
    }
    notify('two_factor.turned_off', { type: 'success' });
    onDone();
    return undefined;
  };
  return (
    <Form onSubmit={submit} disableInvalidFormNotification>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('two_factor.turn_off_intro')}
      </Typography>
      <PasswordInput source="password" label="auth.password" autoComplete="current-password" validate={requiredField} fullWidth />
      <TextInput source="code" label="two_factor.code" autoComplete="one-time-code" validate={requiredField} fullWidth />
      <SaveButton label="two_factor.turn_off" color="warning" icon={<SecurityIcon />} />
    </Form>
  );
};

/** The signed-in person's two-factor sign-in: its state, setting it up (a dialog) and turning it off. */
export const TwoFactorPanel = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [status, setStatus] = useState<Status | null>(null);
  const [settingUp, setSettingUp] = useState(false);
  const load = useCallback(() => {
    unwrap(api.GET('/api/auth/2fa')).then(setStatus, notifyError);
  }, [notifyError]);
  useEffect(load, [load]);

  const finishSetup = (confirmed: boolean) => {
    setSettingUp(false);
    if (confirmed) notify('two_factor.turned_on', { type: 'success' });
    load();
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 520 }} component="section" aria-labelledby="two-factor-title">
      <CardContent>
        <Typography id="two-factor-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('two_factor.title')}
        </Typography>
        {status ? (
          <>
            <Typography data-testid="two-factor-state">{translate(status.enabled ? 'two_factor.on' : 'two_factor.off')}</Typography>
            {status.required ? (
              <Typography variant="body2" color="text.secondary">
                {translate('two_factor.required')}
              </Typography>
            ) : null}
            {status.enabled ? (
              <>
                <Typography variant="body2" color="text.secondary">
                  {translate('two_factor.codes_left', { count: status.recoveryCodesLeft })}
                </Typography>
                {status.required ? null : <TurnOff onDone={load} />}
              </>
            ) : (
              <Button label="two_factor.set_up" variant="contained" sx={{ mt: 2 }} onClick={() => setSettingUp(true)}>
                <SecurityIcon />
              </Button>
            )}
          </>
        ) : null}
      </CardContent>
      <Dialog open={settingUp} onClose={() => finishSetup(false)} aria-labelledby="two-factor-setup-title" maxWidth="xs" fullWidth>
        <DialogTitle id="two-factor-setup-title">{translate('two_factor.set_up')}</DialogTitle>
        <DialogContent>{settingUp ? <TwoFactorSetup onFinished={() => finishSetup(true)} /> : null}</DialogContent>
      </Dialog>
    </Card>
  );
};
