import { ApiError, unwrap } from '@atrium/api-client';
import { Card, CardContent, Typography } from '@mui/material';
import { Form, PasswordInput, required, SaveButton, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import type { Area } from '../auth/user-types';
import { useScreen } from '../routes/screen-frame';
import { TwoFactorPanel } from '../two-factor/two-factor-panel';
import { TwoFactorPolicy } from '../two-factor/two-factor-policy';
import { errorText, fieldErrorText } from '../i18n/locale';

interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const requiredField = [required()];

/** Users change theirs on a route of their own (spec §7); admins and clients share one. */
function sendChange(area: Area, body: PasswordChange) {
  return area === 'users' ? unwrap(api.PATCH('/api/auth/password', { body })) : unwrap(api.PATCH('/api/auth/login', { body }));
}

/** Where each type lands afterwards: users back to /users (spec §2), the others to their dashboard. */
const afterChange: Record<Area, string> = { admin: '/admin/dashboard', client: '/client/dashboard', users: '/users' };

export const ChangePasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { area } = useScreen();

  // Answers field errors for react-admin's form to show beside the fields (nothing when it went through).
  const submit = async (values: Partial<PasswordChange>) => {
    const body = {
      oldPassword: values.oldPassword ?? '',
      newPassword: values.newPassword ?? '',
      confirmPassword: values.confirmPassword ?? '',
    };
    if (body.newPassword !== body.confirmPassword) {
      // Spec §5: shown, and nothing is sent.
      notify('password.mismatch', { type: 'error' });
      return { confirmPassword: translate('password.mismatch') };
    }
    try {
      await sendChange(area, body);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      notify(errorText(error), { type: 'error' });
      return Object.fromEntries(error.errors.map((e) => [e.field, fieldErrorText(e.message)]));
    }
    notify('password.changed', { type: 'success' });
    navigate(afterChange[area]);
    return undefined;
  };

  return (
    <>
      <Card sx={{ mt: 2, maxWidth: 520 }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('password.intro')}
          </Typography>
          <Form onSubmit={submit} disableInvalidFormNotification>
            <PasswordInput
              source="oldPassword"
              label="password.old"
              autoComplete="current-password"
              validate={requiredField}
              fullWidth
              autoFocus
            />
            <PasswordInput source="newPassword" label="password.new" autoComplete="new-password" validate={requiredField} fullWidth />
            <PasswordInput
              source="confirmPassword"
              label="password.retype"
              autoComplete="new-password"
              validate={requiredField}
              fullWidth
            />
            <SaveButton label="password.submit" />
          </Form>
        </CardContent>
      </Card>
      {/* Two-factor sign-in sits with the password: both are how this person signs in. */}
      <TwoFactorPanel />
      {area === 'admin' ? <TwoFactorPolicy /> : null}
    </>
  );
};
