import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { SignIn } from './login-screen';
import { LoginField } from './login-field';
import { SubmitButton } from './plain-button';
import { text } from './texts';
import { errorText } from '../i18n/locale';

/** Sign-in's second step: the authenticator's code (or a recovery code) after the right password. */
export const CodeStep = ({ challenge, signIn, onBack }: { challenge: string; signIn: SignIn; onBack: () => void }) => {
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setProblem(text('auth.required'));
    setProblem(null);
    setPending(true);
    try {
      await signIn({ challenge, code: code.trim() });
    } catch (e) {
      setProblem(errorText(e));
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {text('two_factor.code_intro')}
      </Typography>
      <LoginField
        label={text('two_factor.code')}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        problem={problem}
        autoComplete="one-time-code"
        autoFocus
      />
      <SubmitButton type="submit" disabled={pending}>
        {text('two_factor.verify')}
      </SubmitButton>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Box
          component="button"
          type="button"
          onClick={onBack}
          sx={{ border: 0, background: 'none', color: 'primary.main', cursor: 'pointer', typography: 'body2', textDecoration: 'underline' }}
        >
          {text('two_factor.back')}
        </Box>
      </Box>
    </form>
  );
};
