import LockIcon from '@mui/icons-material/Lock';
import { Alert, Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, required, SaveButton, TextInput, useLogin, useTranslate } from 'react-admin';
import { Footer } from '../layout/footer';
import { useDocumentTitle } from '../routes/screen-frame';

interface Credentials {
  email: string;
  password: string;
}

const requiredField = [required()];

/** The login form (spec §2). The server's message (wrong credentials, too many attempts) shows in the card. */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(translate('auth.sign_in_title'));

  const submit = async (values: Partial<Credentials>) => {
    setError(null);
    try {
      // On success the auth provider redirects to /{type}.
      await login({ email: values.email?.trim(), password: values.password });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }}>
              <LockIcon />
            </Avatar>
            <Typography component="h1" variant="h5">
              {translate('app.name')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('auth.sign_in_intro')}
            </Typography>
          </Box>
          <Form onSubmit={submit} disableInvalidFormNotification>
            <TextInput source="email" type="email" label="auth.email" autoComplete="email" autoFocus validate={requiredField} fullWidth />
            <PasswordInput source="password" label="auth.password" autoComplete="current-password" validate={requiredField} fullWidth />
            {error ? (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {error}
              </Alert>
            ) : null}
            <SaveButton label="auth.sign_in" icon={<LockIcon />} fullWidth />
          </Form>
        </CardContent>
      </Card>
      <Footer />
    </Box>
  );
};
