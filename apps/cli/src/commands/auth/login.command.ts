import { isSession, unwrap, type AtriumClient, type Session, type TwoFactorChallenge } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import type { CliContext } from '../../context.js';
import type { Credentials } from '../../credentials-store.js';
import { CliError } from '../../errors.js';

/** The second step of sign-in: the authenticator's code (or a recovery code) completes the challenge. */
async function completeSecondStep(ctx: CliContext, client: AtriumClient, step: TwoFactorChallenge, code?: string): Promise<Session> {
  if (step.twoFactor === 'setup_required')
    throw new CliError(
      'Two-factor sign-in is required for your account: sign in to the console once to set it up, then run `atrium login` again',
    );
  const typed = code?.trim() || (await ctx.ask('Authentication code (or a recovery code):', '--code'));
  return unwrap(client.POST('/api/auth/2fa', { body: { challenge: step.challenge, code: typed } }));
}

/** `atrium login [--email e] [--password p] [--code c]`: signs in and saves the credential for later commands. */
export const loginCommand: CommandModule = {
  register(program, ctx) {
    program
      .command('login')
      .description('Sign in and save the session for later commands')
      .option('--email <email>', 'your e-mail (asked for when missing)')
      .option('--password <password>', 'your password (asked for when missing; prefer the prompt, a flag shows in the process list)')
      .option('--code <code>', 'with two-factor sign-in: the authenticator code or a recovery code (asked for when needed)')
      .action(async (opts: { email?: string; password?: string; code?: string }) => {
        const { url: server } = await ctx.server();
        const email = opts.email?.trim() || (await ctx.ask('E-mail:', '--email'));
        const password = opts.password || (await ctx.ask('Password:', '--password', { secret: true }));

        const client = await ctx.anonymousClient();
        const answer = await unwrap(client.POST('/api/auth/login', { body: { email, password } }));
        const session = isSession(answer) ? answer : await completeSecondStep(ctx, client, answer, opts.code);
        const credentials: Credentials = {
          server,
          token: session.token,
          usertype: session.usertype,
          userId: session.userId,
          firstname: session.firstname,
          email: session.email,
        };
        await ctx.credentials.save(credentials);

        const { token: _token, ...shown } = credentials; // the token stays in the credentials file
        ctx.result(shown, () => ctx.print(`Signed in to ${server} as ${session.email} (${session.usertype})`));
      });
  },
};
