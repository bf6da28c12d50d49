import type { components } from './schema.js';

export type Session = components['schemas']['SessionDto'];
export type TwoFactorChallenge = components['schemas']['TwoFactorChallengeDto'];

/** What `POST /auth/login` answers: the session, or the second step it waits for. */
export type SignInAnswer = Session | TwoFactorChallenge;

/** Whether sign-in is complete (no second factor asked for). */
export function isSession(answer: SignInAnswer): answer is Session {
  return 'token' in answer;
}
