import LockIcon from '@mui/icons-material/Lock';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TwoFactorChallenge } from '@atrium/api-client';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import type { SignInAttempt } from '../auth/auth-provider';
import { LoginField } from './login-field';
import { CodeStep } from './code-step';
import { IconToggle, SubmitButton } from './plain-button';
import { text } from './texts';
import { errorText } from '../i18n/locale';

// MUI's dark Paper at elevation 1 is lightened by this overlay.
const paperOverlay = (theme: Theme) =>
  theme.palette.mode === 'dark' ? 'linear-gradient(rgba(255, 255, 255, 0.05), rgba(255, 255, 255, 0.05))' : 'none';

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in and goes on, or answers the second step the server asks for (two-factor sign-in). */
export type SignIn = (attempt: SignInAttempt) => Promise<TwoFactorChallenge | void>;

// Setting up an authenticator at sign-in is rare: its screen is fetched only then.
const TwoFactorSetup = lazy(() => import('../two-factor/two-factor-setup').then((m) => ({ default: m.TwoFactorSetup })));

/**
 * The login form (spec §2), built from MUI alone: it is the first screen, so it must not wait for
 * react-admin (loaded in the background meanwhile). `signIn` signs in and goes on; its error's message
 * (wrong credentials, too many attempts) shows in the card. With two-factor sign-in, the password is
 * followed by a code, or by setting up an authenticator when the platform requires one.
 */
export const LoginScreen = ({ signIn }: { signIn: SignIn }) => {
  const [secondStep, setSecondStep] = useState<TwoFactorChallenge | null>(null);
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  useEffect(() => {
    document.title = text('auth.sign_in_title') + ' | ' + text('app.name');
  }, []);

  const missing = (field: keyof Credentials) => touched && !values[field].trim();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!values.email.trim() || !values.password) return;
    setError(null);
    setPending(true);
    try {
      const step = await signIn({ email: values.email.trim(), password: values.password });
      if (step) {
        setSecondStep(step);
        setPending(false);
      }
    } catch (e) {
      setError(errorText(e));
      setPending(false);
    }
  };
  const field = (name: keyof Credentials) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    problem: missing(name) ? text('auth.required') : null,
  });

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
      {/* A card drawn with Box: MUI's Card and Paper cost a few kilobytes of the first download. */}
      <Box
        sx={{
          width: '100%',
          maxWidth: 400,
          p: 2,
          borderRadius: 1,
          boxShadow: 1,
          bgcolor: 'background.paper',
          backgroundImage: paperOverlay,
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
          <Box
            sx={{
              width: 40,
              height: 40,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              mb: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <LockIcon />
          </Box>
          <Typography component="h1" variant="h5">
            {text('app.name')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text('auth.sign_in_intro')}
          </Typography>
        </Box>
        {secondStep?.twoFactor === 'code_required' ? (
          <CodeStep challenge={secondStep.challenge} signIn={signIn} onBack={() => setSecondStep(null)} />
        ) : secondStep?.twoFactor === 'setup_required' ? (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {text('two_factor.setup_required')}
            </Typography>
            <Suspense fallback={<Typography color="text.secondary">{text('two_factor.loading')}</Typography>}>
              <TwoFactorSetup
                challenge={secondStep.challenge}
                onFinished={(confirmed) => void (confirmed.session && signIn({ session: confirmed.session }))}
              />
            </Suspense>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <LoginField {...field('email')} label={text('auth.email')} type="email" autoComplete="email" autoFocus />
            <LoginField
              {...field('password')}
              label={text('auth.password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              end={
                <IconToggle
                  type="button"
                  aria-label={text(showPassword ? 'auth.hide_password' : 'auth.show_password')}
                  onClick={() => setShowPassword((s) => !s)}
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconToggle>
              }
            />
            {error ? (
              <Typography role="alert" color="error" sx={{ mb: 2 }}>
                {error}
              </Typography>
            ) : null}
            <SubmitButton type="submit" disabled={pending}>
              <LockIcon />
              {text('auth.sign_in')}
            </SubmitButton>
          </form>
        )}
      </Box>
      <Box component="footer" sx={{ py: 2, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {text('app.footer')}
        </Typography>
      </Box>
    </Box>
  );
};
