import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { TwoFactorChallenge } from '@atrium/api-client';
import { authProvider, type SignInAttempt, type SignInOutcome } from './auth/auth-provider';
import { readSession } from './auth/session-storage';
import { homePath } from './auth/user-types';
import { preferredLocale } from './i18n/locale';
import { loginUrl, nextPath } from './login/next-path';
import { StandaloneLogin } from './login/standalone-login';

// The first screen decides what is downloaded: signed out, only the login form (MUI, no react-admin) and,
// once the browser is idle, the console and the dashboards; signed in, the console straight away.
const root = createRoot(document.getElementById('root')!);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);
const loadConsole = () => import('./console-root');

async function startConsole(): Promise<void> {
  const { ConsoleRoot, startLocale } = await loadConsole();
  await startLocale();
  render(<ConsoleRoot />);
}

async function signIn(attempt: SignInAttempt): Promise<TwoFactorChallenge | void> {
  const outcome = (await authProvider.login(attempt)) as SignInOutcome;
  if ('secondStep' in outcome) return outcome.secondStep;
  const session = readSession();
  const to = nextPath(location.search) ?? outcome.redirectTo ?? (session ? homePath(session.usertype) : '/');
  history.replaceState(null, '', to);
  await startConsole();
}

function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

if (readSession()) {
  void startConsole();
} else {
  // A deep link opened while signed out: the login form at `/`, remembering the page asked for.
  const url = loginUrl(location.pathname + location.search);
  if (location.pathname !== '/') history.replaceState(null, '', url);
  // The login page in French only costs French readers a download (i18n/fr-login.ts).
  const texts = preferredLocale() === 'fr' ? import('./i18n/fr-login') : Promise.resolve();
  void texts.then(() => render(<StandaloneLogin signIn={signIn} />));
  whenIdle(() => void loadConsole().then((m) => m.prefetchDashboards()));
}
